import type { OpenContext } from '../../http/account';
import { AppError, notFound } from '../../http/errors';
import { isUuid, type TenantContext } from '../../http/tenant';
import { signInByPin } from '../auth/auth.service';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { WRONG_PIN, type Pins } from './pins';
import * as repo from './terminals.repo';
import { memberByPin } from './staff.repo';

const NOT_A_TERMINAL = 'This device is not signed in as a terminal of this restaurant.';

const toTerminal = (t: repo.TerminalRow) => ({
  id: t.id, name: t.name, idleLockSeconds: t.idle_lock_seconds, createdBy: (t.created_by as { name: string }).name,
  createdAt: new Date(t.created_at).toISOString(), lastSwitchAt: t.last_switch_at ? new Date(t.last_switch_at).toISOString() : null,
});

/** A manager signs this device in as a shared terminal: its token is shown once and kept hashed. */
export async function createTerminal(ctx: TenantContext, body: { name: string; idleLockSeconds?: number }) {
  ctx.authorize('edit', 'staff');
  const token = newOpaqueToken();
  const row = await repo.insertTerminal(ctx.trx, { restaurant_id: ctx.restaurant.id, name: body.name, idle_lock_seconds: body.idleLockSeconds ?? 60, token_hash: hashToken(token), created_by: ctx.actor });
  return { ...toTerminal(row), restaurantId: ctx.restaurant.id, token };
}

export async function listTerminals(ctx: TenantContext) {
  ctx.authorize('view', 'staff');
  return { data: (await repo.listTerminals(ctx.trx, ctx.restaurant.id)).map(toTerminal) };
}

export async function revokeTerminal(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'staff');
  if (!isUuid(id) || !(await repo.revokeTerminal(ctx.trx, ctx.restaurant.id, id))) throw notFound('Terminal');
}

/**
 * On a signed-in terminal, a member switches to themself with their PIN: they get a session of
 * their own (their name on every order, their role's permissions), which the terminal drops when
 * it locks. Wrong PINs count per terminal (429 after a few) and never say whose PIN is near.
 */
export async function pinSwitch(ctx: OpenContext, deps: { jwtSecret: string; pins: Pins }, restaurantId: string, terminalToken: string, pin: string) {
  if (!isUuid(restaurantId)) throw new AppError('unauthenticated', NOT_A_TERMINAL);
  const found = await ctx.transaction(async ({ trx }) => {
    const terminal = await repo.terminalByToken(trx, restaurantId, hashToken(terminalToken));
    if (!terminal) return null;
    await deps.pins.check(restaurantId, `terminal:${terminal.id}`);
    const member = await memberByPin(trx, restaurantId, deps.pins.digest(restaurantId, pin));
    if (member?.user_id) await repo.touchTerminal(trx, restaurantId, terminal.id);
    return { terminal, member };
  }, { restaurantId });
  if (!found) throw new AppError('unauthenticated', NOT_A_TERMINAL);
  const { terminal, member } = found;
  if (!member?.user_id) {
    await deps.pins.fail(restaurantId, `terminal:${terminal.id}`);
    throw new AppError('invalid_input', WRONG_PIN, { pin: WRONG_PIN });
  }
  await deps.pins.succeed(restaurantId, `terminal:${terminal.id}`);
  const session = await signInByPin({ transaction: ctx.transaction, jwtSecret: deps.jwtSecret }, member.user_id);
  return { ...session, restaurantId, terminal: { id: terminal.id, name: terminal.name, idleLockSeconds: terminal.idle_lock_seconds } };
}

