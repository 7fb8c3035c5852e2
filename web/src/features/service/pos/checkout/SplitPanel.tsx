import { Button, HTMLSelect, NumericInput, SegmentedControl } from '@blueprintjs/core';
import { useState } from 'react';
import { useAppDispatch } from '../../../../app/store/hooks';
import { usePosT } from '../../../../app/i18n/pos';
import { newKey } from '../money';
import type { Bill } from '../pos.types';
import { splitRequested } from './checkoutSlice';

type Mode = 'items' | 'seats' | 'even';

/** Split the bill before any payment: by item (each line to a part), by seat, or evenly in N. */
export function SplitPanel({ bill, disabled }: { bill: Bill; disabled: boolean }) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<Mode>('even');
  const [n, setN] = useState(2);
  const [partOf, setPartOf] = useState<Record<string, number>>({});
  const parts = Array.from({ length: n }, (_, i) => i);

  const handleSplit = () => {
    const body =
      mode === 'even'
        ? { mode, n }
        : mode === 'seats'
          ? { mode }
          : {
              mode,
              parts: parts
                .map((p) => ({
                  itemIds: bill.lines.filter((l) => (partOf[l.orderItemId] ?? 0) === p).map((l) => l.orderItemId),
                }))
                .filter((p) => p.itemIds.length > 0),
            };
    dispatch(splitRequested({ billId: bill.id, body, key: newKey() }));
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <SegmentedControl
        value={mode}
        onValueChange={(v) => setMode(v as Mode)}
        options={[
          { value: 'items', label: t('split.byItem') },
          { value: 'seats', label: t('split.bySeat') },
          { value: 'even', label: t('split.evenly') },
        ]}
      />
      {mode !== 'seats' && (
        <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {t('split.parts')}
          <NumericInput
            min={2}
            max={20}
            value={n}
            onValueChange={(v) => setN(Number.isFinite(v) && v >= 2 ? v : 2)}
            style={{ width: 60 }}
          />
        </label>
      )}
      {mode === 'items' &&
        bill.lines.map((l) => (
          <div key={l.orderItemId} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <span>
              {l.qty}× {l.particular}
            </span>
            <HTMLSelect
              value={partOf[l.orderItemId] ?? 0}
              onChange={(e) => setPartOf({ ...partOf, [l.orderItemId]: Number(e.currentTarget.value) })}
              aria-label={t('split.partOf', { name: l.particular })}
            >
              {parts.map((p) => (
                <option key={p} value={p}>
                  {t('split.partN', { n: p + 1 })}
                </option>
              ))}
            </HTMLSelect>
          </div>
        ))}
      {mode === 'seats' && <p>{t('split.seatsHint')}</p>}
      <Button
        large
        icon="split-columns"
        text={t('split.submit')}
        disabled={disabled || bill.paid > 0}
        onClick={handleSplit}
      />
    </div>
  );
}
