import type { OpenContext } from '../../../kernel/account';
import { AppError, notFound, invalidInput } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import { signInOnFloor } from '../../identity/auth';
import { hashToken, newOpaqueToken } from '../../identity/auth';
import { WRONG_PIN, type Pins } from './pins';
import * as repo from './terminals.repo';
import { memberOnTerminal, NOT_A_TERMINAL, WrongPin } from './pin-entry';

const toTerminal = (t: repo.TerminalRow) => ({
  id: t.id,
  name: t.name,
  idleLockSeconds: t.idle_lock_seconds,
  createdBy: (t.created_by as { name: string }).name,
  createdAt: new Date(t.created_at).toISOString(),
  lastSwitchAt: t.last_switch_at ? new Date(t.last_switch_at).toISOString() : null,
});

/** A manager signs this device in as a shared terminal: its token is shown once and kept hashed. */
export async function createTerminal(ctx: TenantContext, body: { name: string; idleLockSeconds?: number }) {
  ctx.authorize('edit', 'staff');
  const token = newOpaqueToken();
  const row = await repo.insertTerminal(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    name: body.name,
    idle_lock_seconds: body.idleLockSeconds ?? 60,
    token_hash: hashToken(token),
    created_by: ctx.actor,
  });
  return { ...toTerminal(row), restaurantId: ctx.restaurant.id, token };
}

export async function listTerminals(ctx: TenantContext) {
  ctx.authorize('view', 'staff');
  return { data: (await repo.listTerminals(ctx)).map(toTerminal) };
}

export async function revokeTerminal(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'staff');
  if (!isUuid(id) || !(await repo.revokeTerminal(ctx, id))) throw notFound('Terminal');
}

/**
 * On a signed-in terminal, a member switches to themself with their PIN: a floor session (their
 * name on every order, their role's permissions, in this restaurant only, no refresh token), which
 * the terminal drops when it locks. Wrong PINs make the terminal and the restaurant wait longer
 * and longer (429), alert managers every few, and never say whose PIN is near.
 */
export async function pinSwitch(
  ctx: OpenContext,
  deps: { jwtSecret: string; pins: Pins },
  restaurantId: string,
  terminalToken: string,
  pin: string,
) {
  if (!isUuid(restaurantId)) throw new AppError('unauthenticated', NOT_A_TERMINAL);
  let found;
  try {
    found = await ctx.transaction(
      async ({ trx }) => {
        const terminal = await repo.terminalByToken({ trx, restaurantId }, hashToken(terminalToken));
        if (!terminal) return null;
        const member = await memberOnTerminal(trx, deps.pins, restaurantId, terminal, pin);
        if (!member.user_id) throw invalidInput('pin', WRONG_PIN);
        await repo.touchTerminal({ trx, restaurantId }, terminal.id);
        return { terminal, userId: member.user_id };
      },
      { restaurantId },
    );
  } catch (err) {
    if (err instanceof WrongPin && err.alert) {
      const alert = err.alert;
      await ctx.transaction(async ({ emitIn }) => emitIn(restaurantId, 'terminal.pin_failures', alert), {
        restaurantId,
      });
    }
    throw err;
  }
  if (!found) throw new AppError('unauthenticated', NOT_A_TERMINAL);
  const { terminal, userId } = found;
  const session = await signInOnFloor({ transaction: ctx.transaction, jwtSecret: deps.jwtSecret }, userId, {
    restaurantId,
    terminalId: terminal.id,
    terminalName: terminal.name,
  });
  return {
    ...session,
    restaurantId,
    terminal: { id: terminal.id, name: terminal.name, idleLockSeconds: terminal.idle_lock_seconds },
  };
}
