import type { DomainEvent, EventOf, EventType } from '@ros/shared-events';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import events from '../../../i18n/locales/en.events.json';
import settings from '../../../i18n/locales/en.settings.json';
import { describeEvent } from './describeEvent';

const t = i18next.createInstance();
const base = {
  id: '00000000-0000-4000-8000-000000000001',
  restaurantId: 'r',
  seq: 1,
  version: 1,
  occurredAt: new Date().toISOString(),
};
const anna = { userId: '00000000-0000-4000-8000-000000000002', name: 'Anna' };
const member = { memberId: anna.userId, userId: null, email: 'carl@x.io', roleId: anna.userId, roleName: 'Waiter' };

describe('activity sentences', () => {
  beforeAll(async () => {
    await t.init({
      lng: 'en',
      resources: { en: { translation: { ...settings, ...events } } },
      interpolation: { escapeValue: false },
    });
  });

  const say = <T extends EventType>(type: T, payload: EventOf<T>['payload'], actor: typeof anna | null = anna) =>
    describeEvent({ ...base, type, payload, actor } as DomainEvent, t.t);

  it('tells who did what in the words of the catalogue', () => {
    expect(say('restaurant.updated', { restaurantId: 'r', changes: { name: 'Chez Anna' } })).toBe(
      'Anna renamed the restaurant to “Chez Anna”',
    );
    expect(say('member.invited', member, { ...anna, name: 'Ben' })).toBe('Ben invited carl@x.io as Waiter');
    expect(say('restaurant.closed', { restaurantId: 'r' })).toBe('Anna closed the restaurant');
    expect(say('role.created', { roleId: anna.userId, name: 'Sommelier' })).toBe('Anna created the role “Sommelier”');
    expect(say('restaurant.updated', { restaurantId: 'r', changes: { plan: 'premium' } })).toBe(
      'Anna switched the restaurant to the Premium plan',
    );
    expect(say('restaurant.updated', { restaurantId: 'r', changes: { taxPercent: 7, currency: 'EUR' } })).toBe(
      'Anna updated the restaurant settings (tax (%), currency)',
    );
    expect(say('restaurant.opened', { restaurantId: 'r' }, null)).toBe('The system opened the restaurant');
    expect(say('member.status_changed', { ...member, status: 'inactive' })).toBe('Anna deactivated carl@x.io');
  });

  it('says orders, kitchen tickets and payments in words, not event names', () => {
    const order = {
      id: anna.userId,
      displayNo: 12,
      type: 'dine_in' as const,
      status: 'open' as const,
      version: 1,
      items: [],
    };
    expect(say('order.placed', { order })).toBe('Anna placed order #12');
    expect(
      say('order.item_added', { order, items: [{ id: anna.userId, name: 'Soup', quantity: 2, status: 'pending' }] }),
    ).toBe('Anna added an item to order #12');
    const ticket = {
      id: anna.userId,
      orderId: anna.userId,
      stationId: null,
      fireNo: 1,
      status: 'ready' as const,
      reprintCount: 0,
      items: [{ id: anna.userId, name: 'Steak', quantity: 2, status: 'ready' }],
    };
    expect(say('ticket.bumped', { ticket })).toBe('Anna bumped a ticket: 2× Steak');
    const payment = {
      id: anna.userId,
      billId: anna.userId,
      kind: 'payment' as const,
      method: 'card' as const,
      amount: 1250,
      status: 'completed' as const,
    };
    expect(say('payment.recorded', { payment, bill: { id: anna.userId, billNo: 7, status: 'paid', version: 2 } })).toBe(
      'Anna took 12.50 by card on bill #7',
    );
  });

  it('has a sentence for every event type of the catalogue', async () => {
    const { eventCatalog } = await import('@ros/shared-events');
    const missing = [...eventCatalog.keys()].filter(
      (type) => !t.exists(`events.${type}`) && !t.exists(`events.${type}_other`),
    );
    expect(missing).toEqual([]);
  });
});
