import type { z } from 'zod';
import type { PermissionKey } from '../permissions';

/**
 * How an event reads as a sentence ("Anna placed order #12"): the values the web's sentence
 * `events.<type>` (web/src/i18n/locales) interpolates, and an optional i18next `context` picking a
 * variant of it (`events.<type>_<context>`). The actor is added by the screen.
 */
export interface EventWords {
  values?: Record<string, string | number>;
  context?: string;
}

/**
 * One entry of the event catalog. `read` names the permission a subscriber needs to see the
 * payload; without it the event is delivered hidden. Types are never renamed, only versioned.
 */
export interface EventDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  type: T;
  version: number;
  schema: S;
  read: PermissionKey | null;
  /**
   * Who else may read it without the `read` permission, decided per event from its payload
   * (e.g. the driver a delivery is assigned to). Absent: only `read` decides.
   */
  visibleTo?: (payload: unknown, userId: string) => boolean;
  /**
   * When set, the one user who reads the event (e.g. the member who asked for an export); every
   * other subscriber, owners included, gets it hidden.
   */
  privateTo?: (payload: unknown) => string | null;
  /**
   * When set, the users who read the event, named in its payload (a chat channel's members when the
   * message was posted); every other subscriber, owners included, gets it hidden.
   */
  audience?: (payload: unknown) => readonly string[];
  /** A signal for screens (figures were recomputed), not something someone did: left out of the activity log. */
  signal?: boolean;
  /** The event in words, from its payload (method syntax: the catalog holds every payload type). */
  describe(payload: z.infer<S>): EventWords;
}

const noWords = (): EventWords => ({});

export function defineEvent<T extends string, S extends z.ZodType>(
  type: T,
  schema: S,
  options: {
    version?: number;
    read?: PermissionKey | null;
    visibleTo?: (payload: unknown, userId: string) => boolean;
    privateTo?: (payload: unknown) => string | null;
    audience?: (payload: unknown) => readonly string[];
    signal?: boolean;
    describe?: (payload: z.infer<S>) => EventWords;
  } = {},
): EventDefinition<T, S> {
  return {
    type,
    schema,
    version: options.version ?? 1,
    read: options.read ?? null,
    describe: options.describe ?? noWords,
    ...(options.visibleTo ? { visibleTo: options.visibleTo } : {}),
    ...(options.privateTo ? { privateTo: options.privateTo } : {}),
    ...(options.audience ? { audience: options.audience } : {}),
    ...(options.signal ? { signal: true } : {}),
  };
}
