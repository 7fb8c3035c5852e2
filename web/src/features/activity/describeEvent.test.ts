import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.settings.json';
import { describeEvent } from './describeEvent';

const t = i18next.createInstance();
const base = { id: '00000000-0000-4000-8000-000000000001', restaurantId: 'r', seq: 1, version: 1, occurredAt: new Date().toISOString() };
const anna = { userId: '00000000-0000-4000-8000-000000000002', name: 'Anna' };

describe('activity sentences', () => {
  beforeAll(async () => {
    await t.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  });

  it('tells who did what in plain words', () => {
    const say = (type: string, payload: unknown, actor: typeof anna | null = anna) => describeEvent({ ...base, type, payload, actor }, t.t);
    expect(say('restaurant.updated', { changes: { name: 'Chez Anna' } })).toBe('Anna renamed the restaurant to “Chez Anna”');
    expect(say('member.invited', { email: 'carl@x.io', roleName: 'Waiter' }, { ...anna, name: 'Ben' })).toBe('Ben invited carl@x.io as Waiter');
    expect(say('restaurant.closed', {})).toBe('Anna closed the restaurant');
    expect(say('role.created', { name: 'Sommelier' })).toBe('Anna created the role “Sommelier”');
    expect(say('restaurant.updated', { changes: { plan: 'premium' } })).toBe('Anna switched the restaurant to the Premium plan');
    expect(say('restaurant.updated', { changes: { taxPercent: 7, currency: 'EUR' } })).toBe('Anna updated the restaurant settings (tax (%), currency)');
    expect(say('restaurant.opened', {}, null)).toBe('The system opened the restaurant');
  });
});
