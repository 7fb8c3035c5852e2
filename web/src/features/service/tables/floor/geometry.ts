import type { TableGeometry } from '../tables.types';

export const GRID = 10;
export const CANVAS = { width: 1200, height: 800 };
export const MIN_SIZE = 40;

const snap = (n: number) => Math.round(n / GRID) * GRID;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export type DragMode = 'move' | 'resize' | 'rotate';

/** The geometry after dragging by (dx, dy) in `mode`, snapped to the grid and kept on the canvas. */
export function dragGeometry(
  start: TableGeometry,
  mode: DragMode,
  dx: number,
  dy: number,
  pointer: { x: number; y: number },
): TableGeometry {
  if (mode === 'move') {
    return {
      ...start,
      x: clamp(snap(start.x + dx), 0, CANVAS.width - start.width),
      y: clamp(snap(start.y + dy), 0, CANVAS.height - start.height),
    };
  }
  if (mode === 'resize') {
    return {
      ...start,
      width: clamp(snap(start.width + dx), MIN_SIZE, CANVAS.width - start.x),
      height: clamp(snap(start.height + dy), MIN_SIZE, CANVAS.height - start.y),
    };
  }
  // Rotate: the angle from the table's centre to the pointer, 0° pointing up, in 15° steps.
  const cx = start.x + start.width / 2;
  const cy = start.y + start.height / 2;
  const deg = (Math.atan2(pointer.y - cy, pointer.x - cx) * 180) / Math.PI + 90;
  return { ...start, rotation: (((Math.round(deg / 15) * 15) % 360) + 360) % 360 };
}

export const sameGeometry = (a: TableGeometry, b: TableGeometry) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height && a.rotation === b.rotation;
