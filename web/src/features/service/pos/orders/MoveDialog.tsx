import { Button, Dialog, DialogBody, NonIdealState } from '@blueprintjs/core';
import { STATUS_COLORS, type DiningTable } from '../../tables';
import { usePosT } from '../../../../app/i18n/pos';
import type { Order } from '../pos.types';

interface Props {
  mode: 'transfer' | 'merge' | null;
  order: Order;
  tables: DiningTable[];
  orders: Order[];
  onClose: () => void;
  onTransfer: (tableId: string) => void;
  onMerge: (sourceOrderId: string) => void;
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 8 } as const;

/** Transfer the order to another table, or merge another open order into it. */
export function MoveDialog({ mode, order, tables, orders, onClose, onTransfer, onMerge }: Props) {
  const t = usePosT();
  if (!mode) return null;
  const others = orders.filter((o) => o.id !== order.id);
  const freeTables = tables.filter((x) => x.isOpen && x.id !== order.table?.id);
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={mode === 'transfer' ? t('order.transferTitle') : t('order.mergeTitle')}
      style={{ width: 640 }}
    >
      <DialogBody>
        {mode === 'transfer' && (
          <div style={grid}>
            {freeTables.map((x) => (
              <Button
                key={x.id}
                large
                style={{ borderLeft: `6px solid ${STATUS_COLORS[x.status]}`, minHeight: 56 }}
                text={x.name}
                onClick={() => onTransfer(x.id)}
              />
            ))}
          </div>
        )}
        {mode === 'merge' &&
          (others.length === 0 ? (
            <NonIdealState icon="merge-columns" title={t('order.nothingToMerge')} />
          ) : (
            <div style={grid}>
              {others.map((o) => (
                <Button
                  key={o.id}
                  large
                  style={{ minHeight: 56 }}
                  text={`#${o.displayNo} · ${o.target}`}
                  onClick={() => onMerge(o.id)}
                />
              ))}
            </div>
          ))}
      </DialogBody>
    </Dialog>
  );
}
