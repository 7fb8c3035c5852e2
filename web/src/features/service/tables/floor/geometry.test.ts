import { describe, expect, it } from 'vitest';
import { CANVAS, dragGeometry } from './geometry';

const start = { x: 40, y: 40, width: 80, height: 80, rotation: 0 };

describe('floor plan drag geometry', () => {
  it('moves by the drag distance, snapped to the 10 px grid', () => {
    expect(dragGeometry(start, 'move', 203, 97, { x: 0, y: 0 })).toMatchObject({
      x: 240,
      y: 140,
      width: 80,
      height: 80,
    });
  });
  it('keeps the table on the canvas', () => {
    expect(dragGeometry(start, 'move', -500, 5000, { x: 0, y: 0 })).toMatchObject({ x: 0, y: CANVAS.height - 80 });
  });
  it('resizes from the corner with a minimum size', () => {
    expect(dragGeometry(start, 'resize', 41, -100, { x: 0, y: 0 })).toMatchObject({
      x: 40,
      y: 40,
      width: 120,
      height: 40,
    });
  });
  it('rotates towards the pointer in 15 degree steps', () => {
    // Centre (80, 80): pointer straight right is 90°, straight below is 180°, up-left is 315°.
    expect(dragGeometry(start, 'rotate', 0, 0, { x: 200, y: 80 }).rotation).toBe(90);
    expect(dragGeometry(start, 'rotate', 0, 0, { x: 80, y: 200 }).rotation).toBe(180);
    expect(dragGeometry(start, 'rotate', 0, 0, { x: 0, y: 0 }).rotation).toBe(315);
  });
});
