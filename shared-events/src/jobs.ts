import { z } from 'zod';
import { eventCatalog, type EventPayload, type EventType } from './events/catalog';

/**
 * Jobs: one `defineJob({...})` per job, beside its handler in its module's `<domain>.jobs.ts` (the
 * api), listed by the api and composed into the workers by the server. A definition is pure data
 * plus its handler: what the relay (triggers, not needed, streams), the clock (`clock.everyMs`) and
 * the registry (payload schema, typed event) need. Its dependencies are typed by whoever defines it
 * (`D`), so this file knows neither the database nor the queue: the api uses it without the workers.
 */

/** A job's name, `area.verb-noun` (its definition's `name`). */
export type JobName = string;

/** What a handler may schedule: the workers' queue, typed structurally (see `JobQueue` in workers). */
export interface JobScheduler {
  enqueue(name: JobName, payload: unknown, options: { jobId: string; delay?: number }): Promise<void>;
}

/** One run of a job: its id and attempt (1 on the first run). */
export interface JobRun {
  jobId: string;
  attempt: number;
}

/** Every event-triggered job's payload: its restaurant and the event that triggered it (the idempotency key). */
export const ZEventJobPayload = z.object({ restaurantId: z.string().uuid(), eventId: z.string().uuid() });
/**
 * A stream or clock job's run for one time window (its start, ms since the epoch, which is also its
 * id). A stream job follows every restaurant's stream from its own cursors, so the window only names the run.
 */
export const ZWindowJobPayload = z.object({ windowStart: z.number().int().min(0) });

/** A stream job's default window: a few runs per second whatever the load. */
export const STREAM_WINDOW_MS = 500;

/**
 * The run of stream job `name` for the window of `windowMs` holding `now` (or the next one, `next`),
 * due `marginMs` after that window ends: its payload, its id (the same for every enqueue in the
 * window: one run) and its delay. The relay enqueues the current window's with a margin for timers
 * and clocks; a run that leaves work behind (a backlog, another run holding the stream) enqueues
 * the next window's.
 */
export function streamRun(name: JobName, windowMs: number, now: number, { marginMs = 0, next = false } = {}) {
  const windowStart = now - (now % windowMs) + (next ? windowMs : 0);
  return {
    windowStart,
    payload: { windowStart },
    options: { jobId: jobIdFor(name, String(windowStart)), delay: windowStart + windowMs + marginMs - now },
  };
}

/** The event a triggered job receives, loaded once and parsed with the catalogue's schema. */
export type JobEvent<T extends EventType = EventType> = {
  [K in T]: { id: string; restaurantId: string; seq: number; type: K; occurredAt: string; payload: EventPayload<K> };
}[T];

/** The triggers of a job: each event type, with `notNeeded` when its payload can say the job has nothing to do. */
export type JobTriggers<T extends EventType> = { [K in T]: { notNeeded?: (payload: EventPayload<K>) => boolean } };

/** A job as the workers take it (see `defineJob`). */
export interface JobDefinition<D = unknown> {
  name: JobName;
  /** The payload schema, re-validated when the job is consumed. */
  payload: z.ZodType;
  /** Event type → its "not needed" predicate (empty when none): the relay enqueues the job for each such event. */
  triggers: Readonly<Record<string, { notNeeded?: (payload: never) => boolean }>>;
  /**
   * A stream job: the relay enqueues it at most once per time window of `windowMs`, `{ windowStart }`,
   * delayed until the window has ended, whenever it settles events in that window; a run takes
   * everything committed by then past its cursor per restaurant (`job_cursors`). False otherwise.
   */
  stream: false | { windowMs: number };
  /**
   * The workers' clock enqueues it every `everyMs` (and once at start) as `{ windowStart }`, with
   * `jobId = jobIdFor(name, \`clock-${windowStart}\`)`: however many workers run, each window runs
   * once. Its handler must be safe to run again.
   */
  clock?: { everyMs: number };
  /**
   * Runs one job. An event-triggered job (`triggers`) gets its event (null when it is gone), the
   * others their validated payload.
   */
  run(input: { payload: unknown; event: JobEvent | null }, deps: D, job: JobRun): Promise<void>;
}

/** An event-triggered job: `on` names its events; the handler receives the typed event. */
export interface EventJobSpec<T extends EventType, D> {
  name: JobName;
  on: JobTriggers<T>;
  handle(event: JobEvent<T>, deps: D, job: JobRun): Promise<void>;
}

/** A job with its own payload (scheduled by another job), or a stream / clock job (`{ windowStart }`). */
export interface PayloadJobSpec<S extends z.ZodType, D> {
  name: JobName;
  payload: S;
  /** `true`: one run per `STREAM_WINDOW_MS`; `{ windowMs }`: a shorter (or longer) window, for a job that must follow closely. */
  stream?: boolean | { windowMs: number };
  clock?: { everyMs: number };
  handle(payload: z.infer<S>, deps: D, job: JobRun): Promise<void>;
}

/** Declares a job: its name, its payload schema or the events that trigger it, stream / clock options, and its handler. */
export function defineJob<T extends EventType, D>(spec: EventJobSpec<T, D>): JobDefinition<D>;
export function defineJob<S extends z.ZodType, D>(spec: PayloadJobSpec<S, D>): JobDefinition<D>;
export function defineJob<D>(spec: EventJobSpec<EventType, D> | PayloadJobSpec<z.ZodType, D>): JobDefinition<D> {
  if ('on' in spec) {
    return {
      name: spec.name,
      payload: ZEventJobPayload,
      triggers: spec.on as JobDefinition['triggers'],
      stream: false,
      async run({ event }, deps, job) {
        // An event gone (or of a type the job does not take) leaves nothing to do.
        if (event && event.type in spec.on) await spec.handle(event, deps, job);
      },
    };
  }
  return {
    name: spec.name,
    payload: spec.payload,
    triggers: {},
    stream: spec.stream === true ? { windowMs: STREAM_WINDOW_MS } : (spec.stream ?? false),
    clock: spec.clock,
    run: ({ payload }, deps, job) => spec.handle(payload, deps, job),
  };
}

/**
 * Checks a set of definitions: refuses duplicate names, a trigger naming an event type the
 * catalogue does not know, a stream or clock job whose payload is not `{ windowStart }`.
 */
export function checkJobDefinitions(definitions: readonly JobDefinition<never>[]): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const d of definitions) {
    if (seen.has(d.name)) problems.push(`two definitions of job ${d.name}`);
    seen.add(d.name);
    for (const type of Object.keys(d.triggers))
      if (!eventCatalog.has(type)) problems.push(`job ${d.name} is triggered by unknown event type ${type}`);
    if ((d.stream || d.clock) && d.payload !== ZWindowJobPayload)
      problems.push(`stream or clock job ${d.name} must take { windowStart }`);
  }
  if (problems.length) throw new Error(`invalid job definitions: ${problems.join('; ')}`);
}

/** The jobs an event triggers among `definitions` (less those its payload says have no work). */
export function jobsTriggeredBy(
  definitions: readonly JobDefinition<never>[],
  eventType: string,
  payload: unknown = {},
): JobName[] {
  return definitions
    .filter((d) => {
      const trigger = d.triggers[eventType];
      return trigger !== undefined && !trigger.notNeeded?.(payload as never);
    })
    .map((d) => d.name);
}

/** Deterministic job id for an event-triggered job, or a stream job's window (BullMQ ids may not contain ':'). */
export const jobIdFor = (name: JobName, eventId: string): string => `${name}-${eventId}`;
