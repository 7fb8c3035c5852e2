import { runCommand, toStoredEvent } from '@ros/db';
import type { JobScheduler } from '@ros/shared-events';
import { SYSTEM_ACTOR, runAsSystem, type SystemDeps } from '../../../kernel/system';
import { notify } from '../../messaging/notifications';
import { postWebhook } from './post-webhook';
import * as queue from './send-queue.repo';
import { webhookHeaders } from './signature';
import type { Webhooks } from './webhook-network';

/** What sending needs: the database, the queue (wake-ups and retries) and the process's webhook policy. */
export type SendDeps = SystemDeps & { queue: JobScheduler; webhooks: Webhooks };

export const SEND_JOB = 'webhooks.send';
/** Messages one run sends before handing over to the next (a long backlog is taken in slices). */
const PER_RUN = 200;
/** How soon a sender that found the lease taken looks again (the holder may just be finishing). */
const BUSY_RETRY_MS = 1000;

const wake = (deps: SendDeps, restaurantId: string, endpointId: string, tag: string, delay = 0) =>
  deps.queue.enqueue(SEND_JOB, { restaurantId, endpointId }, { jobId: `webhook-send-${endpointId}-${tag}`, delay });

/** Wakes an endpoint's sender now (after the fan-out, a redelivery, a re-enable). */
export const wakeSender = (deps: SendDeps, restaurantId: string, endpointId: string, tag: string) =>
  wake(deps, restaurantId, endpointId, tag);

/** One step of a sender: nothing to do, wait, or a message to post. */
type Step =
  | { kind: 'idle' }
  | { kind: 'off' }
  | { kind: 'busy' }
  | { kind: 'wait'; at: Date }
  | {
      kind: 'send';
      head: NonNullable<Awaited<ReturnType<typeof queue.headOfQueue>>>;
      url: string;
      secret: string;
      body: unknown;
    };

/**
 * Sends an endpoint's queue, strictly in order: the oldest message not delivered is the head, and
 * nothing behind it is sent until it succeeds or runs out of retries. One message per step: take
 * the lease and read the head (a command), post it (no transaction open), record the attempt and
 * give the lease back (a command). A failed attempt schedules the next one by the retry schedule
 * (a delayed wake-up) and stops; the last one fails the message, and if nothing has succeeded for
 * the whole schedule the endpoint is disabled and its owner notified. A sender killed mid-post
 * leaves the message pending: the clock's sweep sends it again once the lease lapses (at least
 * once; receivers dedupe by `webhook-id`).
 */
export async function sendEndpointQueue(deps: SendDeps, restaurantId: string, endpointId: string): Promise<void> {
  const { config } = deps.webhooks;
  const schedule = config.retryScheduleMs;
  const leaseMs = config.timeoutMs + 5000;
  for (let sent = 0; sent < PER_RUN; sent++) {
    const { result: step } = await runCommand(
      deps.db,
      { actor: SYSTEM_ACTOR, restaurantId },
      async ({ trx }): Promise<Step> => {
        const ctx = { trx, restaurantId };
        const lease = await queue.takeLease(ctx, endpointId, leaseMs);
        if (!('url' in lease)) return { kind: lease.state === 'busy' ? 'busy' : 'off' } as Step;
        const head = await queue.headOfQueue(ctx, endpointId);
        const at = head?.next_attempt_at ? new Date(head.next_attempt_at) : null;
        if (!head || (at && at.getTime() > Date.now())) {
          await queue.releaseLease(ctx, endpointId);
          return head ? { kind: 'wait', at: at! } : { kind: 'idle' };
        }
        const event = head.event_id ? await queue.eventEnvelope(ctx, head.event_id) : undefined;
        const body = head.test_body ?? (event ? toStoredEvent(event) : null);
        return { kind: 'send', head, url: lease.url, secret: lease.secret, body };
      },
    );
    if (step.kind === 'idle' || step.kind === 'off') return;
    if (step.kind === 'busy') {
      const window = Date.now() - (Date.now() % BUSY_RETRY_MS);
      return wake(deps, restaurantId, endpointId, `busy-${window}`, BUSY_RETRY_MS);
    }
    if (step.kind === 'wait') {
      return wake(
        deps,
        restaurantId,
        endpointId,
        `at-${step.at.getTime()}`,
        Math.max(0, step.at.getTime() - Date.now()),
      );
    }
    const { head } = step;
    const text = step.body === null ? null : JSON.stringify(step.body);
    const result = text
      ? await postWebhook(deps.webhooks, step.url, webhookHeaders(step.secret, head.message_id, text), text)
      : { ok: false, status: null, error: 'the event no longer exists', excerpt: null };
    const attempts = head.attempts + 1;
    const final = !result.ok && (attempts >= schedule.length || text === null);
    const nextAt = result.ok || final ? null : new Date(Date.now() + schedule[attempts]!);
    const disabled = await runAsSystem(deps, restaurantId, async (ctx) => {
      await queue.recordAttempt(ctx, head.id, {
        status: result.ok ? 'succeeded' : final ? 'failed' : 'pending',
        attempts,
        nextAttemptAt: nextAt,
        responseCode: result.status,
        error: result.error,
        excerpt: result.excerpt,
      });
      const endpoint = await queue.afterAttempt(ctx, endpointId, result.ok);
      if (!final || !endpoint || text === null) return false;
      // Disabled when nothing has succeeded for the whole retry schedule (about a day by default).
      const span = schedule.reduce((a, b) => a + b, 0);
      const lastSuccess = endpoint.last_success_at ? new Date(endpoint.last_success_at).getTime() : 0;
      if (lastSuccess >= Date.now() - span) return false;
      const reason = `Disabled after every attempt failed for ${describeSpan(span)} (last: ${result.error ?? 'no answer'}).`;
      await queue.disableFailing(ctx, endpointId, reason, Number(head.ordinal));
      await ctx.emit('webhook.endpoint_disabled', { endpointId, url: endpoint.url, reason });
      await notify(ctx, {
        kind: 'webhook_disabled',
        to: { userIds: [ctx.restaurant.ownerId] },
        title: `Webhook to ${endpoint.url} was disabled`,
        body: `${reason} Fix the receiver, then enable it again in Settings › Webhooks: what it missed is sent again.`,
        link: '/apps/setting/webhooks',
        relatedId: endpointId,
        dedupeKey: `webhook_disabled:${endpointId}:${head.id}`,
      });
      return true;
    });
    if (disabled === null || disabled) return;
    if (nextAt)
      return wake(deps, restaurantId, endpointId, `${head.id}-${attempts}`, Math.max(0, nextAt.getTime() - Date.now()));
  }
  await wake(deps, restaurantId, endpointId, `more-${Date.now()}`);
}

function describeSpan(ms: number): string {
  if (ms >= 3_600_000) return `${Math.round(ms / 3_600_000)} h`;
  if (ms >= 60_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.round(ms / 1000)} s`;
}
