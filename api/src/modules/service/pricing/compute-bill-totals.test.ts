import { describe, expect, it } from 'vitest';
import { MAX_TOTAL } from '../../../kernel/primitives';
import { computeBillTotals, splitEvenly, splitProportionally } from './compute-bill-totals';

describe('computeBillTotals', () => {
  it('adds exclusive tax after a percent discount and a service charge on the discounted subtotal', () => {
    // 32.40 − 10 % (3.24) = 29.16; service 10 % = 2.916 → 2.92; tax 8 % of 32.08 = 2.5664 → 2.57; total 34.65.
    expect(computeBillTotals({ subtotal: 3240, discount: { bp: 1000 }, serviceChargeBp: 1000, taxBp: 800 })).toEqual({
      subtotal: 3240,
      discount: 324,
      serviceCharge: 292,
      tax: 257,
      tip: 0,
      rounding: 0,
      grandTotal: 3465,
    });
  });

  it('extracts inclusive tax without adding it', () => {
    // 50.00 incl. 10 % tax: net 45.45, tax 4.55; the guest pays 50.00.
    expect(computeBillTotals({ subtotal: 5000, taxBp: 1000, taxInclusive: true })).toEqual({
      subtotal: 5000,
      discount: 0,
      serviceCharge: 0,
      tax: 455,
      tip: 0,
      rounding: 0,
      grandTotal: 5000,
    });
    // With a 5.00 amount discount and 12.5 % service: 45.00 + 5.63 = 50.63, of which tax (10 %) 4.60.
    expect(
      computeBillTotals({
        subtotal: 5000,
        discount: { amount: 500 },
        serviceChargeBp: 1250,
        taxBp: 1000,
        taxInclusive: true,
      }),
    ).toEqual({
      subtotal: 5000,
      discount: 500,
      serviceCharge: 563,
      tax: 460,
      tip: 0,
      rounding: 0,
      grandTotal: 5063,
    });
  });

  it('adds the tip after tax and rounds the total to the nearest unit', () => {
    // 12.34 + 8 % tax (0.99) = 13.33 + tip 1.00 = 14.33 → rounded to 0.05: 14.35 (+0.02).
    expect(computeBillTotals({ subtotal: 1234, taxBp: 800, tip: 100, roundingUnit: 5 })).toEqual({
      subtotal: 1234,
      discount: 0,
      serviceCharge: 0,
      tax: 99,
      tip: 100,
      rounding: 2,
      grandTotal: 1435,
    });
    // 14.32 rounds down to 14.30 (−0.02); no rounding unit leaves it alone.
    expect(computeBillTotals({ subtotal: 1432, roundingUnit: 5 })).toMatchObject({ rounding: -2, grandTotal: 1430 });
    expect(computeBillTotals({ subtotal: 1432 })).toMatchObject({ rounding: 0, grandTotal: 1432 });
  });

  it('never discounts more than the subtotal and rounds half up', () => {
    expect(computeBillTotals({ subtotal: 300, discount: { amount: 1000 } })).toMatchObject({
      discount: 300,
      grandTotal: 0,
    });
    // 2.5 % of 1.00 = 2.5 cents → 3 cents.
    expect(computeBillTotals({ subtotal: 100, serviceChargeBp: 250 })).toMatchObject({
      serviceCharge: 3,
      grandTotal: 103,
    });
  });

  it('stays exact for totals far past 2^31 and refuses totals past MAX_TOTAL', () => {
    // 12.5 % of 57,755,289,368,916 = 7,219,411,171,114.5 → …115 (in floats 2 × a × 1250 passes 2^53 and gives …114).
    const big = computeBillTotals({ subtotal: 57_755_289_368_916, serviceChargeBp: 1250 });
    expect(big).toMatchObject({ serviceCharge: 7_219_411_171_115, grandTotal: 64_974_700_540_031 });
    expect(computeBillTotals({ subtotal: 100, tip: 2 ** 31 }).grandTotal).toBe(2 ** 31 + 100);
    expect(() => computeBillTotals({ subtotal: MAX_TOTAL + 1 })).toThrow(
      expect.objectContaining({ code: 'rule_violation', fields: { items: expect.any(String) } }),
    );
    expect(() => computeBillTotals({ subtotal: MAX_TOTAL, tip: 1 })).toThrow(
      expect.objectContaining({ fields: { tip: expect.any(String) } }),
    );
  });
});

describe('splitting money', () => {
  it('splits evenly with remainder cents on the first parts, summing exactly', () => {
    expect(splitEvenly(1000, 3)).toEqual([334, 333, 333]);
    expect(splitEvenly(3465, 4)).toEqual([867, 866, 866, 866]);
    expect(splitEvenly(3465, 4).reduce((a, b) => a + b, 0)).toBe(3465);
  });
  it('shares in proportion, summing exactly', () => {
    expect(splitProportionally(500, [1000, 3000])).toEqual([125, 375]);
    const parts = splitProportionally(100, [1, 1, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100);
    expect(parts).toEqual([34, 33, 33]);
    // total × weight is ~10^29 here: exact only in integers.
    const large = splitProportionally(999_999_999_999_999, [333_333_333_333_333, 666_666_666_666_666]);
    expect(large).toEqual([333_333_333_333_333, 666_666_666_666_666]);
  });
});
