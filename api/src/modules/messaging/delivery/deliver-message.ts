import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { runCommand, type DB, type StoredEvent } from '@ros/db';
import type { JobScheduler } from '@ros/shared-events';
import type { DeliveryConfig } from '../../../config';
import { SYSTEM_ACTOR } from '../../../kernel/system';
import { isAddressFor } from '../outbox';
import {
  claimForAttempt,
  finishMessage,
  messageToSend,
  putOff,
  sentThisHour,
  type MessageToSend,
} from './delivery.repo';
import { DeliveryError, type MessageProviders, type OutgoingAttachment, type OutgoingMessage } from './provider';

/** The providers and the policy (limits, retries) of this process. */
export interface Delivery {
  providers: MessageProviders;
  config: DeliveryConfig;
}

/** What delivering a message uses: the database, the queue (a retry's job), the providers. */
export interface DeliveryDeps {
  db: Kysely<DB>;
  log: Logger;
  afterCommit?: (events: StoredEvent[]) => void;
  queue: JobScheduler;
  delivery: Delivery;
}

type Channel = 'email' | 'sms';

/** The job that sends one message at one try: its id from the message's (see `sendJobId`). */
export const SEND_JOB = 'message.send';

/**
 * The id of the job that makes a message's next try: the message id, its try number, and when it
 * is due when it was put off. A second worker, the sweep or a retried job asking for the same try
 * get one job; each new try (after a failure, a limit, a lost sender) a new one.
 */
export const sendJobId = (message: { id: string; attempts: number; next_attempt_at?: Date | string | null }) =>
  `${SEND_JOB}-${message.id}-${message.attempts + 1}${message.next_attempt_at ? `-at-${new Date(message.next_attempt_at).getTime()}` : ''}`;

type Claim =
  | { kind: 'send'; message: MessageToSend; attempt: number }
  | { kind: 'done' }
  | { kind: 'put-off'; at: Date; attempts: number };

/**
 * Sends one queued message once (see docs/decisions/2026-12-02-message-delivery.md). In order:
 * a message already finished, not due or held by another attempt is left alone; one whose address
 * the channel cannot reach fails for good; a channel with no
 * provider keeps it in the app; over the restaurant's hourly limit it waits; otherwise the attempt
 * is recorded (`sending_at`, `attempts`) and committed before the provider is called, then the
 * outcome: sent, put off with backoff after a temporary failure, or failed for good.
 */
export async function deliverMessage(deps: DeliveryDeps, messageId: string): Promise<void> {
  const claim = await claimMessage(deps, messageId);
  if (claim.kind === 'put-off') {
    await retryAt(deps, { id: messageId, attempts: claim.attempts }, claim.at);
    return;
  }
  if (claim.kind === 'done') return;
  const { message, attempt } = claim;
  const provider = deps.delivery.providers[message.channel as Channel];
  try {
    await provider!.send(outgoing(message));
  } catch (err) {
    const failure =
      err instanceof DeliveryError ? err : new DeliveryError(String((err as Error)?.message ?? err), true);
    deps.log.warn({ messageId, attempt, error: failure.message }, 'message not sent');
    if (failure.temporary && attempt < deps.delivery.config.attempts) {
      const at = new Date(Date.now() + deps.delivery.config.retryMs * 2 ** (attempt - 1));
      await inCommand(deps, message.restaurant_id, ({ trx }) => putOff(trx, messageId, at, failure.message));
      await retryAt(deps, { id: messageId, attempts: attempt }, at);
      return;
    }
    await inCommand(deps, message.restaurant_id, async ({ trx, emitIn }) => {
      const failed = await finishMessage(trx, messageId, { status: 'failed', error: failure.message });
      if (failed && message.restaurant_id)
        emitIn(message.restaurant_id, 'message.failed', { message: refOf(failed), error: failure.message });
    });
    return;
  }
  // Should this throw (the database went away), the job runs again, finds the attempt held and sends
  // nothing; once the claim has expired the message goes once more, with the same Message-ID.
  await inCommand(deps, message.restaurant_id, async ({ trx, emitIn }) => {
    const sent = await finishMessage(trx, messageId, { status: 'sent' });
    if (sent && message.restaurant_id) emitIn(message.restaurant_id, 'message.sent', { message: refOf(sent) });
  });
}

/** Decides, in one transaction, whether this run sends the message (and records the attempt first). */
function claimMessage(deps: DeliveryDeps, messageId: string): Promise<Claim> {
  // The restaurant scopes the transaction (row security); an account message has none.
  return deps.db
    .selectFrom('messages')
    .select('restaurant_id')
    .where('id', '=', messageId)
    .executeTakeFirst()
    .then((row) =>
      !row
        ? { kind: 'done' as const }
        : inCommand(deps, row.restaurant_id, async ({ trx, emitIn }): Promise<Claim> => {
            const message = await messageToSend(trx, messageId);
            if (!message || message.status !== 'queued' || message.not_due || message.held) return { kind: 'done' };
            const channel = message.channel as Channel;
            // Writers that insert rows themselves skip `queueMessage`'s check: no provider gets a bad address.
            if (!isAddressFor(channel, message.to)) {
              const error =
                channel === 'email' ? 'Not a valid email address' : 'Not a phone number with its country code';
              const failed = await finishMessage(trx, messageId, { status: 'failed', error });
              if (failed && message.restaurant_id)
                emitIn(message.restaurant_id, 'message.failed', { message: refOf(failed), error });
              return { kind: 'done' };
            }
            if (!deps.delivery.providers[channel]) {
              await finishMessage(trx, messageId, { status: 'kept' });
              return { kind: 'done' };
            }
            if (message.restaurant_id) {
              const limit = deps.delivery.config.limitsPerHour[channel];
              const { count, freesAt } = await sentThisHour(trx, message.restaurant_id, channel, messageId);
              if (count >= limit) {
                const at = freesAt ?? new Date(Date.now() + 60_000);
                await putOff(trx, messageId, at, limitReason(channel, limit));
                return { kind: 'put-off', at, attempts: message.attempts };
              }
            }
            const { attempts } = await claimForAttempt(trx, messageId);
            return { kind: 'send', message, attempt: attempts };
          }),
    );
}

const limitReason = (channel: Channel, limit: number) =>
  `Waiting: this restaurant sends at most ${limit} ${channel === 'email' ? 'emails' : 'SMS'} an hour ` +
  `(${channel === 'email' ? 'MAIL_LIMIT_PER_HOUR' : 'SMS_LIMIT_PER_HOUR'}); it goes when the hour allows.`;

/** Schedules the message's next try at `at` (the sweep would find it too: this is only sooner). */
function retryAt(deps: DeliveryDeps, message: { id: string; attempts: number }, at: Date) {
  return deps.queue.enqueue(
    SEND_JOB,
    { messageId: message.id },
    {
      jobId: sendJobId({ ...message, next_attempt_at: at }),
      delay: Math.max(0, at.getTime() - Date.now()),
    },
  );
}

/** One command: the restaurant's (its events go out with it), or the account outbox's (no restaurant, no event). */
async function inCommand<T>(
  deps: DeliveryDeps,
  restaurantId: string | null,
  fn: Parameters<typeof runCommand<T>>[2],
): Promise<T> {
  const { result } = await runCommand(
    deps.db,
    { actor: SYSTEM_ACTOR, restaurantId: restaurantId ?? undefined, afterCommit: deps.afterCommit },
    fn,
  );
  return result;
}

const refOf = (row: { id: string; kind: string; channel: string; to: string; attempts: number }) => ({
  id: row.id,
  kind: row.kind,
  channel: row.channel as Channel,
  to: row.to,
  attempts: row.attempts,
});

function outgoing(message: MessageToSend): OutgoingMessage {
  return {
    id: message.id,
    to: message.to,
    subject: message.subject,
    text: message.body,
    html: message.html,
    headers: (message.headers ?? {}) as Record<string, string>,
    attachments: (message.attachments ?? []) as unknown as OutgoingAttachment[],
  };
}
