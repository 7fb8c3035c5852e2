import type { Request } from 'express';
import type { TenantTx } from '@ros/db';
import { AppError } from '../../../kernel/errors';
import { Reply } from '../../../kernel/replies';
import type { TenantContext } from '../../../kernel/tenant';
import { hashToken } from '../../identity/auth';
import { WRONG_PIN, type Pins } from './pins';
import { memberByPin } from './staff.repo';
import { terminalByToken, type TerminalRow } from './terminals.repo';

/** The header a shared terminal sends its token in, for what only a PIN authorises (clock, break, tips). */
export const TERMINAL_HEADER = 'X-Terminal-Token';
export const NOT_A_TERMINAL = 'This device is not signed in as a terminal of this restaurant.';

/** What managers are told when wrong PINs keep coming from a terminal. */
export interface PinAlert {
  terminalId: string;
  terminalName: string;
  failures: number;
}

/** A wrong PIN (already counted), with the alert it raised, if any. */
export class WrongPin extends AppError {
  constructor(readonly alert: PinAlert | null) {
    super('invalid_input', WRONG_PIN, { pin: WRONG_PIN });
  }
}

/**
 * The member a PIN names, typed on `terminal`: 429 while the terminal or the restaurant must wait
 * after wrong PINs; a wrong PIN is counted and thrown as `WrongPin`, saying nothing of who exists.
 */
export async function memberOnTerminal(
  trx: TenantTx,
  pins: Pins,
  restaurantId: string,
  terminal: TerminalRow,
  pin: string,
) {
  await pins.check(restaurantId, terminal.id);
  const member = await memberByPin({ trx, restaurantId }, pins.digest(restaurantId, pin));
  if (member) return member;
  const failures = await pins.fail(restaurantId, terminal.id);
  throw new WrongPin(failures ? { terminalId: terminal.id, terminalName: terminal.name, failures } : null);
}

/** The signed-in terminal of this restaurant the request comes from (403 otherwise: a session alone is not enough). */
export async function requestTerminal(ctx: TenantContext, req: Request): Promise<TerminalRow> {
  const token = req.header(TERMINAL_HEADER);
  const terminal = token ? await terminalByToken(ctx, hashToken(token)) : undefined;
  if (!terminal) throw new AppError('forbidden', NOT_A_TERMINAL, { [TERMINAL_HEADER]: NOT_A_TERMINAL });
  return terminal;
}

/**
 * Runs a PIN action (clock, break, tips) of a signed-in terminal. A wrong PIN answers 400 without
 * throwing, so the command commits what it must keep: the alert to managers, when one is due.
 */
export async function onTerminal<T>(
  ctx: TenantContext,
  req: Request,
  work: (terminal: TerminalRow) => Promise<T>,
): Promise<T | Reply> {
  const terminal = await requestTerminal(ctx, req);
  try {
    return await work(terminal);
  } catch (err) {
    if (!(err instanceof WrongPin)) throw err;
    if (err.alert) ctx.emit('terminal.pin_failures', err.alert);
    return new Reply(400, { error: { code: err.code, message: err.message, fields: err.fields } });
  }
}
