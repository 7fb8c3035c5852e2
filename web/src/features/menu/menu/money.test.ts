import { describe, expect, it } from 'vitest';
import { discounted, formatMoney, parseMoney } from './money';

describe('money helpers', () => {
  it('formats and parses minor units', () => {
    expect(formatMoney(1250)).toBe('12.50');
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('12,5')).toBe(1250);
    expect(parseMoney('0.1')).toBe(10);
    expect(Number.isNaN(parseMoney('abc'))).toBe(true);
  });
  it('applies the percent when set, else the amount, never below zero', () => {
    expect(discounted(1000, { percent: 10, amount: 500 })).toBe(900);
    expect(discounted(1000, { percent: 0, amount: 250 })).toBe(750);
    expect(discounted(200, { percent: 0, amount: 500 })).toBe(0);
    expect(discounted(1000, null)).toBe(1000);
  });
});
