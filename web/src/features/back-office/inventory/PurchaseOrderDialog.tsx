import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { createPortal } from 'react-dom';
import { toastError, toastSuccess } from '../../../app/toaster';
import { formatMoney } from '../../../components/money';
import { useCan } from '../../../app/session/useAbility';
import { useInventoryT } from './i18n';
import { useEmailPurchaseMutation, useGetPurchaseQuery, usePurchaseActionMutation } from './inventory.api';
import { formatQuantity, formatUnitCost } from './InventoryFrame';
import type { PurchaseOrder } from './inventory.types';
import '../../../components/purchase-order.css';

export const STATUS_INTENT = {
  draft: 'none',
  ordered: 'primary',
  partly_received: 'warning',
  received: 'success',
  cancelled: 'danger',
} as const;

interface Props {
  rid: string;
  restaurantName: string;
  id: string;
  onClose: () => void;
  onEdit: (order: PurchaseOrder) => void;
  onReceive: (order: PurchaseOrder) => void;
}

/** One purchase order: its lines and what has arrived; edit a draft, send it, email it to the supplier, receive goods, cancel, print. */
export function PurchaseOrderDialog({ rid, restaurantName, id, onClose, onEdit, onReceive }: Props) {
  const t = useInventoryT();
  const canEdit = useCan('edit', 'inventory');
  const canApprove = useCan('edit', 'purchases.approve');
  const { data: po } = useGetPurchaseQuery({ rid, id });
  const [act, { isLoading }] = usePurchaseActionMutation();
  const [email, { isLoading: emailing }] = useEmailPurchaseMutation();
  const emailSupplier = async () => {
    try {
      const sent = await email({ rid, id }).unwrap();
      void toastSuccess(t('purchases.emailed', { no: po?.poNo, to: sent.to }));
    } catch (error) {
      void toastError(error);
    }
  };
  const run = async (action: 'order' | 'cancel') => {
    try {
      const saved = await act({ rid, id, action }).unwrap();
      void toastSuccess(t(action === 'order' ? 'purchases.sent' : 'purchases.cancelled', { no: saved.poNo }));
    } catch (error) {
      void toastError(error);
    }
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={po ? t('purchases.poTitle', { no: po.poNo, supplier: po.supplierName }) : t('common.loading')}
      icon="shopping-cart"
      style={{ width: 720 }}
    >
      <DialogBody>
        {!po ? (
          <Spinner />
        ) : (
          <>
            <p>
              <Tag intent={STATUS_INTENT[po.status]}>{t(`purchases.status.${po.status}`)}</Tag>{' '}
              {po.expectedOn ? t('purchases.expected', { date: po.expectedOn }) : ''}
            </p>
            <PurchaseLines po={po} />
            {po.notes && <p>{po.notes}</p>}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          po && (
            <>
              <Button icon="print" text={t('purchases.print')} onClick={() => window.print()} />
              {canEdit && po.status === 'draft' && (
                <Button icon="edit" text={t('purchases.edit')} onClick={() => onEdit(po)} />
              )}
              {canEdit && (po.status === 'draft' || po.status === 'ordered') && (
                <Button
                  icon="disable"
                  intent="danger"
                  variant="minimal"
                  text={t('purchases.cancel')}
                  loading={isLoading}
                  onClick={() => void run('cancel')}
                />
              )}
              {canEdit && po.status === 'draft' && (
                <Button
                  intent="primary"
                  icon="send-message"
                  text={t('purchases.send')}
                  disabled={!canApprove}
                  title={canApprove ? undefined : t('purchases.needsApprove')}
                  loading={isLoading}
                  onClick={() => void run('order')}
                />
              )}
              {canEdit && (po.status === 'ordered' || po.status === 'partly_received') && (
                <Button
                  icon="envelope"
                  text={t('purchases.emailSupplier')}
                  loading={emailing}
                  onClick={() => void emailSupplier()}
                />
              )}
              {canEdit && (po.status === 'ordered' || po.status === 'partly_received') && (
                <Button intent="primary" icon="import" text={t('purchases.receive')} onClick={() => onReceive(po)} />
              )}
            </>
          )
        }
      />
      {po &&
        createPortal(
          <div className="ros-po-print">
            <h1>{t('purchases.printHeading', { no: po.poNo })}</h1>
            <p>
              {t('purchases.printFrom', { restaurant: restaurantName })}
              <br />
              {t('purchases.printTo', { supplier: po.supplierName })}
              <br />
              {new Date(po.createdAt).toLocaleDateString()}
              {po.expectedOn ? ` · ${t('purchases.expected', { date: po.expectedOn })}` : ''}
            </p>
            <PurchaseLines po={po} />
            {po.notes && <p>{po.notes}</p>}
          </div>,
          document.body,
        )}
    </Dialog>
  );
}

function PurchaseLines({ po }: { po: PurchaseOrder }) {
  const t = useInventoryT();
  return (
    <HTMLTable compact striped style={{ width: '100%' }} aria-label={t('purchases.lines')}>
      <thead>
        <tr>
          <th>{t('purchases.itemHeader')}</th>
          <th>{t('purchases.ordered')}</th>
          <th>{t('purchases.costPerUnit')}</th>
          <th>{t('purchases.lineTotal')}</th>
          <th>{t('purchases.received')}</th>
        </tr>
      </thead>
      <tbody>
        {po.lines.map((l) => (
          <tr key={l.id}>
            <td>{l.itemName}</td>
            <td>{`${formatQuantity(l.quantity)} ${l.unit}`}</td>
            <td>{formatUnitCost(l.unitCost)}</td>
            <td>{formatMoney(l.total)}</td>
            <td>{`${formatQuantity(l.receivedQuantity)} ${l.unit}`}</td>
          </tr>
        ))}
        <tr>
          <td colSpan={3}>
            <strong>{t('purchases.totalLabel')}</strong>
          </td>
          <td>
            <strong>{formatMoney(po.total)}</strong>
          </td>
          <td>{formatMoney(po.receivedTotal)}</td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}
