import { describe, expect, it, vi } from 'vitest';
import type { Ticket } from './kds.types';
import { selectAllDay, ticketsActions, ticketsSlice, type TicketsState } from './ticketsSlice';

// The slice injects itself into the app store; the reducer is tested on its own.
vi.mock('../../../app/store/store', () => ({
  rootReducer: { inject: () => undefined },
  runFeatureSaga: () => undefined,
}));

const reduce = ticketsSlice.reducer;

function ticket(id: string, changes: Partial<Ticket> = {}): Ticket {
  return {
    id,
    orderId: `o-${id}`,
    orderDisplayNo: 1,
    orderType: 'dine_in',
    target: 'Dine In: T1',
    tableName: 'T1',
    serverName: 'Wendy',
    stationId: 'grill',
    stationName: 'Grill',
    fireNo: 1,
    courses: ['mains'],
    status: 'new',
    isReprint: false,
    reprintCount: 0,
    items: [
      {
        id: `${id}-1`,
        dishId: null,
        name: 'Burger',
        variantName: null,
        quantity: 2,
        modifiers: [],
        remarks: null,
        course: 'mains',
        seat: null,
        status: 'fired',
      },
    ],
    createdAt: `2026-11-21T20:0${id}:00.000Z`,
    startedAt: null,
    readyAt: null,
    bumpedAt: null,
    ...changes,
  };
}

const event = (type: string, payload: unknown, restaurantId = 'r1') => ({
  type: 'realtime/eventReceived',
  payload: { id: 'e', restaurantId, seq: 1, type, version: 1, occurredAt: '', actor: null, payload },
});

function board(stationId: string | null, tickets: Ticket[]): TicketsState {
  let state = reduce(undefined, ticketsActions.loadStarted({ restaurantId: 'r1', stationId }));
  state = reduce(
    state,
    ticketsActions.loaded({ restaurantId: 'r1', stationId, tickets, settings: { warnMinutes: 8, lateMinutes: 15 } }),
  );
  return state;
}

describe('kitchen display tickets', () => {
  it('shows a new ticket from a live event, oldest first', () => {
    let state = board(null, [ticket('3')]);
    state = reduce(state, event('ticket.created', { ticket: ticket('1') }));
    expect(state.tickets.ids).toEqual(['1', '3']);
  });

  it('ignores tickets of another station and of another restaurant', () => {
    let state = board('grill', []);
    state = reduce(state, event('ticket.created', { ticket: ticket('1', { stationId: 'bar' }) }));
    state = reduce(state, event('ticket.created', { ticket: ticket('2') }, 'other'));
    expect(state.tickets.ids).toEqual([]);
  });

  it('removes a bumped ticket and remembers it for recall', () => {
    let state = board(null, [ticket('1'), ticket('2')]);
    state = reduce(state, event('ticket.bumped', { ticket: ticket('1', { status: 'bumped' }) }));
    expect(state.tickets.ids).toEqual(['2']);
    expect(state.bumped.map((b) => b.id)).toEqual(['1']);
    state = reduce(state, event('ticket.recalled', { ticket: ticket('1', { status: 'ready' }) }));
    expect(state.tickets.ids).toEqual(['1', '2']);
    expect(state.bumped).toEqual([]);
  });

  it('marks an item voided at the POS on the ticket the kitchen cooks from', () => {
    let state = board(null, [ticket('1')]);
    state = reduce(state, event('order.item_voided', { order: {}, item: { id: '1-1' }, reason: 'Wrong item' }));
    expect(state.tickets.entities['1']?.items[0]?.status).toBe('voided');
    expect(selectAllDay({ tickets: state })).toEqual([]);
  });

  it('counts items still to cook across tickets ("all day")', () => {
    const ready = ticket('2');
    ready.items = ready.items.map((i) => ({ ...i, status: 'ready' }));
    const state = board(null, [ticket('1'), ticket('3'), ready]);
    expect(selectAllDay({ tickets: state })).toEqual([{ name: 'Burger', quantity: 4 }]);
  });
});
