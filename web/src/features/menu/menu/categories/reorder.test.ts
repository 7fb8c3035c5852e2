import { describe, expect, it } from 'vitest';
import { moveBefore } from './reorder';

describe('moveBefore (category drag and drop)', () => {
  it('moves a row up to the place of the row it is dropped on', () => {
    expect(moveBefore(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });
  it('moves a row down to the place of the row it is dropped on', () => {
    expect(moveBefore(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
  });
  it('keeps the order when an id is unknown or dropped on itself', () => {
    expect(moveBefore(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
    expect(moveBefore(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
  });
});
