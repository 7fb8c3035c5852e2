import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { DiningTable, TableGeometry } from '../tables.types';
import { CANVAS, GRID, dragGeometry, sameGeometry, type DragMode } from './geometry';
import { TableTile } from './TableTile';

interface Props {
  tables: DiningTable[];
  selectedId: string | null;
  canEdit: boolean;
  /** A short alert on a table (a guest calling a waiter), by table id. */
  badges?: ReadonlyMap<string, string>;
  onSelect: (id: string | null) => void;
  /** A drag ended with a new geometry: save it (the promise settles once the store has the answer). */
  onCommit: (table: DiningTable, geometry: TableGeometry) => Promise<void>;
}

interface Drag {
  id: string;
  mode: DragMode;
  startX: number;
  startY: number;
  start: TableGeometry;
  current: TableGeometry;
}

const geometryOf = (t: DiningTable): TableGeometry => ({
  x: t.x,
  y: t.y,
  width: t.width,
  height: t.height,
  rotation: t.rotation,
});

/** The floor plan of one space: absolutely placed tables you drag, resize and rotate with the pointer. */
export function FloorCanvas({ tables, selectedId, canEdit, badges, onSelect, onCommit }: Props) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  // While a drop is being saved, keep showing the table where it was dropped.
  const [saving, setSaving] = useState<Record<string, TableGeometry>>({});

  const pointerOnCanvas = (e: PointerEvent) => {
    const rect = canvasRef.current?.getBoundingClientRect();
    return { x: e.clientX - (rect?.left ?? 0), y: e.clientY - (rect?.top ?? 0) };
  };

  const commit = (table: DiningTable, geometry: TableGeometry) => {
    setSaving((s) => ({ ...s, [table.id]: geometry }));
    void onCommit(table, geometry).finally(() =>
      setSaving((s) => {
        const { [table.id]: _done, ...rest } = s;
        return rest;
      }),
    );
  };

  const handleDown = (table: DiningTable, e: PointerEvent<HTMLDivElement>, mode: DragMode) => {
    onSelect(table.id);
    if (!canEdit || e.button !== 0 || saving[table.id]) return;
    e.preventDefault();
    canvasRef.current?.setPointerCapture(e.pointerId);
    const start = geometryOf(table);
    setDrag({ id: table.id, mode, startX: e.clientX, startY: e.clientY, start, current: start });
  };

  const handleMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const current = dragGeometry(
      drag.start,
      drag.mode,
      e.clientX - drag.startX,
      e.clientY - drag.startY,
      pointerOnCanvas(e),
    );
    if (!sameGeometry(current, drag.current)) setDrag({ ...drag, current });
  };

  const handleUp = () => {
    if (!drag) return;
    const { id, current } = drag;
    const table = tables.find((t) => t.id === id);
    setDrag(null);
    if (!table || sameGeometry(current, geometryOf(table))) return;
    commit(table, current);
  };

  // Keyboard: arrows move the table one grid step, Shift+arrows resize it, R rotates it by 15°.
  const handleKey = (table: DiningTable, e: KeyboardEvent<HTMLDivElement>) => {
    onSelect(table.id);
    if (!canEdit || saving[table.id]) return;
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-GRID, 0],
      ArrowRight: [GRID, 0],
      ArrowUp: [0, -GRID],
      ArrowDown: [0, GRID],
    };
    const start = geometryOf(table);
    let next: TableGeometry | null = null;
    const delta = step[e.key];
    if (delta) next = dragGeometry(start, e.shiftKey ? 'resize' : 'move', delta[0], delta[1], { x: 0, y: 0 });
    else if (e.key === 'r' || e.key === 'R') next = { ...start, rotation: (start.rotation + 15) % 360 };
    if (!next) return;
    e.preventDefault();
    if (sameGeometry(next, start)) return;
    commit(table, next);
  };

  const shown = (t: DiningTable): TableGeometry => (drag?.id === t.id ? drag.current : (saving[t.id] ?? geometryOf(t)));

  return (
    <div style={{ overflow: 'auto', border: '1px solid rgba(0,0,0,.15)', borderRadius: 4 }}>
      <div
        ref={canvasRef}
        data-testid="floor-canvas"
        onPointerMove={handleMove}
        onPointerUp={handleUp}
        onPointerCancel={() => setDrag(null)}
        onPointerDown={(e) => {
          if (e.target === e.currentTarget) onSelect(null);
        }}
        style={{
          position: 'relative',
          width: CANVAS.width,
          height: CANVAS.height,
          backgroundImage:
            'linear-gradient(rgba(0,0,0,.05) 1px, transparent 1px), linear-gradient(90deg, rgba(0,0,0,.05) 1px, transparent 1px)',
          backgroundSize: `${GRID * 4}px ${GRID * 4}px`,
        }}
      >
        {tables.map((t) => (
          <TableTile
            key={t.id}
            table={t}
            geometry={shown(t)}
            isSelected={t.id === selectedId}
            badge={badges?.get(t.id)}
            canEdit={canEdit}
            onPointerDown={(e, mode) => handleDown(t, e, mode)}
            onKeyDown={(e) => handleKey(t, e)}
          />
        ))}
      </div>
    </div>
  );
}
