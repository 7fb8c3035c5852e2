import { describe, expect, it } from 'vitest';
import { compatible, convert, round3, type UnitRef } from './units';

const g: UnitRef = { id: 'g', abbreviation: 'g', baseUnitId: null, factor: 1 };
const kg: UnitRef = { id: 'kg', abbreviation: 'kg', baseUnitId: 'g', factor: 1000 };
const ml: UnitRef = { id: 'ml', abbreviation: 'ml', baseUnitId: null, factor: 1 };
const ea: UnitRef = { id: 'ea', abbreviation: 'ea', baseUnitId: null, factor: 1 };
const case24: UnitRef = { id: 'cs', abbreviation: 'cs24', baseUnitId: 'ea', factor: 24 };

describe('unit conversion', () => {
  it('converts within a kind of quantity, both ways', () => {
    expect(convert(2, kg, g)).toBe(2000);
    expect(convert(250, g, kg)).toBe(0.25);
    expect(convert(3, case24, ea)).toBe(72);
    expect(round3(convert(1, ea, case24))).toBe(0.042);
    expect(convert(5, g, g)).toBe(5);
  });
  it('refuses units that measure different things, naming the field', () => {
    expect(compatible(g, ml)).toBe(false);
    expect(() => convert(1, g, ml, 'lines.0.unitId')).toThrow(/g cannot be converted to ml/);
  });
});
