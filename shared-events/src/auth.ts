import { z } from 'zod';

/**
 * Claims of the access JWT (10 minutes), verified by the api and by every gateway node.
 * `sv` is the user's session version when the token was issued: a password change, a reset or
 * signing out everywhere bumps it, and tokens of an older version are refused. (Tokens issued
 * before versions existed carry none: they are of the first version.) `sid` names the sign-in
 * (the refresh-token family) the token belongs to, so signing out one device ends its sockets.
 */
export const ZAccessTokenClaims = z.object({
  sub: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  sv: z.number().int().min(1).default(1),
  sid: z.string().uuid().optional(),
  /**
   * A floor session (a PIN switch on a shared terminal): valid only in restaurant `rid`, on terminal
   * `tid`; no refresh token, no account operations (see the threat model).
   */
  scope: z.literal('floor').optional(),
  rid: z.string().uuid().optional(),
  tid: z.string().uuid().optional(),
  /** The terminal's name, for the activity log's "at Bar terminal". */
  tn: z.string().optional(),
});
export type AccessTokenClaims = z.input<typeof ZAccessTokenClaims>;

export const ACCESS_TOKEN_TTL_SECONDS = 600;
/** A floor session (PIN switch) lives 15 minutes and is not refreshed: the terminal locks sooner when idle, and the next PIN gives a new one. */
export const FLOOR_TOKEN_TTL_SECONDS = 900;

/**
 * A control message from the api to every gateway node: end the user's open sockets. With
 * `sessionVersion`, every socket authenticated with an older version (password change, reset, sign
 * out everywhere); with `sessionId`, the sockets of that one sign-in (sign out on one device).
 */
export const ZSessionEnded = z.object({
  type: z.literal('session.ended'),
  userId: z.string().uuid(),
  sessionVersion: z.number().int().optional(),
  sessionId: z.string().uuid().optional(),
  /**
   * Spared: the sign-in that changed the password. Its device goes on with the tokens of the answer;
   * its socket re-authenticates with them (a subscribe before that is refused, and it reconnects).
   */
  exceptSessionId: z.string().uuid().optional(),
});
export type SessionEnded = z.infer<typeof ZSessionEnded>;
