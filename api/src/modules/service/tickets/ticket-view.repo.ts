import type { Compilable } from 'kysely';
import { pipelined, settle, type Pipeline } from '@ros/db';
import { namesById } from '../../identity/members';
import type { RepoContext } from '../../../kernel/repo-context';
import * as repo from './tickets.repo';

/** What a ticket view is built from: the ticket row (with its order's facts), its items in ticket order and staff names. */
export interface TicketParts {
  row: repo.TicketRow;
  items: repo.ItemRow[];
  names: Map<string, string>;
}

/**
 * The parts of tickets in the order of `ids` (at least one; an id not found has none): the rows,
 * items and server names need only the ticket ids, so they are issued on `db` at once (before the
 * first await), after whatever the caller issued before, and see the caller's writes.
 */
async function readTicketParts(ctx: RepoContext, db: Pipeline, ids: string[]): Promise<TicketParts[]> {
  const [rowsOf, itemsOf, namesOf] = await settle([
    db.rows(repo.selectTickets(ctx).where('k.id', 'in', ids)),
    db.rows(repo.selectTicketItems(ctx, ids)),
    db.rows(repo.selectServerNamesOfTickets(ctx, ids)),
  ]);
  const byId = new Map(rowsOf().map((r) => [r.id, r]));
  const items = itemsOf();
  const names = namesById(namesOf());
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ row, items: items.filter((i) => i.ticket_id === id), names }] : [];
  });
}

/** The parts of tickets, in one round trip. */
export async function loadTicketParts(ctx: RepoContext, ids: string[]): Promise<TicketParts[]> {
  return readTicketParts(ctx, await pipelined(ctx.trx), ids);
}

/** In one round trip: the ticket's lock, then its parts (read after it). A getter for each. */
export async function lockAndReadTicket(ctx: RepoContext, id: string) {
  const db = await pipelined(ctx.trx);
  return settle([db.first(repo.selectLockedTicket(ctx, id)), readTicketParts(ctx, db, [id])] as const);
}

/**
 * In one round trip: `writes`, then the ticket's parts read back after them. A getter for each
 * write's outcome, in the order given, and one for the parts.
 */
export async function writeThenReadTicket(ctx: RepoContext, id: string, writes: Compilable<unknown>[]) {
  const db = await pipelined(ctx.trx);
  const outcomes = await settle([...writes.map((w) => db.rows(w)), readTicketParts(ctx, db, [id])]);
  const read = outcomes.pop() as () => TicketParts[];
  return { written: outcomes, read };
}
