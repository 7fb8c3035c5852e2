import { describe, expect, it } from 'vitest';
import { draftToPatch } from './restaurantForm';

describe('restaurant setting form', () => {
  it('sends only what changed, with numbers for percentages and a boolean for tax inclusion', () => {
    const { patch, errors } = draftToPatch(
      { name: '  Chez Anna ', serviceChargePercent: '12.5', taxInclusive: 'inclusive', contact: '' },
      'range',
    );
    expect(errors).toEqual({});
    expect(patch).toEqual({ name: 'Chez Anna', serviceChargePercent: 12.5, taxInclusive: true, contact: null });
  });

  it('refuses percentages outside 0–100 and never empties the currency or time zone', () => {
    const { patch, errors } = draftToPatch(
      { taxPercent: '120', currency: '', timeZone: '' },
      'Enter a percentage between 0 and 100.',
    );
    expect(errors).toEqual({ taxPercent: 'Enter a percentage between 0 and 100.' });
    expect(patch).toEqual({});
  });
});
