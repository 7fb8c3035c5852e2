import { Alert, Button, ButtonGroup, Card, Classes, H5, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useAppDispatch } from '../../../../app/store/hooks';
import { usePosT } from '../../../../app/i18n/pos';
import { lineTotal, money, newKey } from '../money';
import { orderCommandRequested, orderPlaceRequested, ordersActions } from '../ordersSlice';
import type { CartLine, Order, OrderTarget } from '../pos.types';
import { LineEditDialog } from './LineEditDialog';

interface Props {
  target: OrderTarget | null;
  addingTo: Order | null;
  lines: CartLine[];
  busy: boolean;
  onCancel: () => void;
}

/** "Dine In: T1", as the real product shows an order's target. */
export const targetLabel = (
  t: ReturnType<typeof usePosT>,
  target: Pick<OrderTarget, 'type' | 'tableName' | 'customerName' | 'staffName'>,
) => `${t(`type.${target.type}`)}: ${target.tableName ?? target.customerName ?? target.staffName ?? '—'}`;

function Line({ line, onEdit }: { line: CartLine; onEdit: (line: CartLine) => void }) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const change = (quantity: number) => dispatch(ordersActions.lineChanged({ key: line.key, changes: { quantity } }));
  return (
    <div
      data-testid={`cart-line-${line.name}`}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 0',
        borderBottom: '1px solid rgba(0,0,0,.08)',
      }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <strong>{line.name}</strong>
        {line.variantName && <span className={Classes.TEXT_MUTED}> · {line.variantName}</span>}
        <div className={Classes.TEXT_SMALL}>{line.modifiers.map((m) => m.name).join(', ')}</div>
        <InputGroup
          small
          className="ros-cart-remarks"
          value={line.remarks}
          placeholder={t('builder.remarksPlaceholder')}
          aria-label={t('builder.remarksFor', { name: line.name })}
          onValueChange={(remarks) => dispatch(ordersActions.lineChanged({ key: line.key, changes: { remarks } }))}
        />
        <Tag minimal>{t(`course.${line.course}`, { defaultValue: line.course })}</Tag>{' '}
        {line.seat && <Tag minimal>{t('builder.seatN', { n: line.seat })}</Tag>}{' '}
        {line.hold && (
          <Tag minimal intent="warning">
            {t('builder.held')}
          </Tag>
        )}
      </div>
      <Button
        large
        minimal
        icon="edit"
        aria-label={t('builder.editLine', { name: line.name })}
        title={t('builder.editLine', { name: line.name })}
        onClick={() => onEdit(line)}
      />
      <ButtonGroup>
        <Button large icon="minus" aria-label={t('builder.less')} onClick={() => change(line.quantity - 1)} />
        <Button large disabled text={String(line.quantity)} aria-label={t('builder.quantity')} />
        <Button large icon="plus" aria-label={t('builder.more')} onClick={() => change(line.quantity + 1)} />
      </ButtonGroup>
      <span style={{ width: 64, textAlign: 'right' }}>{money(lineTotal(line))}</span>
    </div>
  );
}

/** The order being built: lines with quantity, then keep as draft, or confirm ("Are you sure?") and place. */
export function CartPanel({ target, addingTo, lines, busy, onCancel }: Props) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState<null | 'place' | 'send'>(null);
  const [editing, setEditing] = useState<CartLine | null>(null);
  // One key per user action, kept until it succeeds so a retry after a network error is the same command.
  const keyRef = useRef<{ key: string; lines: CartLine[]; mode: string } | null>(null);
  const key = (mode: string) => {
    if (keyRef.current?.lines !== lines || keyRef.current.mode !== mode)
      keyRef.current = { key: newKey(), lines, mode };
    return keyRef.current.key;
  };
  const total = lines.reduce((s, l) => s + lineTotal(l), 0);

  if (!target && !addingTo)
    return <NonIdealState icon="shopping-cart" title={t('builder.noOrder')} description={t('builder.noOrderHint')} />;

  const handleConfirm = () => {
    const k = key(confirming ?? 'place');
    if (addingTo)
      dispatch(
        orderCommandRequested({
          kind: 'addItems',
          orderId: addingTo.id,
          key: k,
          andSend: confirming === 'send' && addingTo.status === 'open',
        }),
      );
    else if (confirming) dispatch(orderPlaceRequested({ mode: confirming, key: k }));
    setConfirming(null);
  };

  return (
    <Card style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="cart">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <H5 style={{ margin: 0 }}>
          {addingTo
            ? t('builder.addingTo', { number: addingTo.displayNo, target: addingTo.target })
            : target && targetLabel(t, target)}
        </H5>
        <Button minimal icon="cross" aria-label={t('common.cancel')} onClick={onCancel} />
      </div>
      {lines.length === 0 && <p className={Classes.TEXT_MUTED}>{t('builder.emptyCart')}</p>}
      {lines.map((l) => (
        <Line key={l.key} line={l} onEdit={setEditing} />
      ))}
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 16 }}>
        <strong>{t('bill.subTotal')}</strong>
        <strong data-testid="cart-total">{money(total)}</strong>
      </div>
      <div className="ros-cart-actions" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {!addingTo && (
          <Button
            large
            icon="floppy-disk"
            text={t('builder.keepDraft')}
            disabled={lines.length === 0}
            onClick={() => dispatch(orderPlaceRequested({ mode: 'draft', key: key('draft') }))}
          />
        )}
        <span style={{ flex: 1 }} />
        {addingTo && (
          <Button
            large
            icon="add"
            text={t('builder.addOnly')}
            disabled={lines.length === 0 || busy}
            onClick={() => setConfirming('place')}
          />
        )}
        {!addingTo && (
          <Button
            large
            icon="tick"
            text={t('builder.place')}
            disabled={lines.length === 0 || busy}
            onClick={() => setConfirming('place')}
          />
        )}
        <Button
          large
          intent="primary"
          icon="send-to"
          text={addingTo ? t('builder.addToOrder') : t('builder.placeAndSend')}
          disabled={lines.length === 0 || busy}
          onClick={() => setConfirming('send')}
          data-testid="place-order"
        />
      </div>
      {editing && <LineEditDialog key={editing.key} line={editing} onClose={() => setEditing(null)} />}
      <Alert
        isOpen={confirming !== null}
        icon="help"
        intent="primary"
        cancelButtonText={t('common.cancel')}
        confirmButtonText={t('builder.confirm')}
        onCancel={() => setConfirming(null)}
        onConfirm={handleConfirm}
      >
        <p>{t('builder.areYouSure')}</p>
      </Alert>
    </Card>
  );
}
