import type { Response } from 'express';

/**
 * In tests (`config.checkReplies`), the permissions a tenant operation required, sent back as the
 * `X-Permission-Checks` header (`edit:staff`, alternatives as `view:staff|view:departments`, and
 * a question the operation asked without requiring it as `?view:income`), in the order checked:
 * the role matrix test derives each operation's permission from it.
 */
export const PERMISSION_CHECKS_HEADER = 'X-Permission-Checks';

const recorders = new WeakMap<object, { res: Response; checks: string[] }>();

/** Starts recording what `ctx` requires into the reply `res`. */
export function recordChecks(ctx: object, res: Response): void {
  recorders.set(ctx, { res, checks: [] });
}

/** Notes a required permission (any of `keys`) of `ctx`'s operation, or with `asked` one it only asked about, when recording. */
export function noteCheck(ctx: object, action: 'view' | 'edit', keys: readonly string[], asked = false): void {
  const recorder = recorders.get(ctx);
  if (!recorder || recorder.res.headersSent) return;
  recorder.checks.push(`${asked ? '?' : ''}${keys.map((k) => `${action}:${k}`).join('|')}`);
  recorder.res.setHeader(PERMISSION_CHECKS_HEADER, recorder.checks.join(','));
}
