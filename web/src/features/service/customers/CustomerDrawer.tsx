import { Button, Classes, Drawer, H5, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import { formatAmount, formatMoney } from '../../../components/money';
import { CustomerAccount } from './CustomerAccount';
import { OfferDialog } from './OfferDialog';
import { useCan } from '../../../app/session/useAbility';
import { useGetRestaurantQuery } from '../../identity/settings';
import type { Customer } from './customer.types';
import { useCustomerHistoryQuery } from './customers.api';

interface Props {
  restaurantId: string;
  customer: Customer;
  canEdit: boolean;
  onClose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A customer's details, credit account and bill history. */
export function CustomerDrawer({ restaurantId, customer, canEdit, onClose, onEdit, onDelete }: Props) {
  const t = useCatalogueT();
  const currency = useGetRestaurantQuery(restaurantId).data?.currency ?? null;
  const history = useCustomerHistoryQuery({ rid: restaurantId, customerId: customer.id });
  // A history that cannot be read shows as empty.
  const bills = history.data?.data ?? (history.isError ? [] : null);
  const canSeeAccount = useCan('view', 'income');
  const [offering, setOffering] = useState(false);
  // A bill's number opens its preview on the invoices page (`?open=`), which needs `income`: without it the number stays plain text.
  const navigate = useNavigate();

  const row = (label: string, value: ReactNode) => (
    <tr>
      <th style={{ width: 140 }}>{label}</th>
      <td>{value}</td>
    </tr>
  );
  return (
    <Drawer isOpen onClose={onClose} title={customer.name} icon="person" size="520px">
      <div className={Classes.DRAWER_BODY} style={{ padding: 16 }} data-testid="customer-drawer">
        <HTMLTable compact style={{ width: '100%' }}>
          <tbody>
            {row(t('customers.phone'), customer.phone)}
            {row(t('customers.email'), customer.email)}
            {row(t('customers.company'), customer.company)}
            {row(t('customers.country'), customer.country)}
            {row(
              t('customers.addresses'),
              customer.addresses.map((a) => `${a.label ? `${a.label}: ` : ''}${a.address}`).join('; '),
            )}
            {row(
              t('customers.tags'),
              customer.tags.map((tag) => (
                <Tag key={tag} minimal style={{ marginRight: 4 }}>
                  {tag}
                </Tag>
              )),
            )}
            {row(t('customers.visits'), customer.visits)}
            {row(t('customers.totalSpent'), formatMoney(customer.totalSpent))}
            {row(t('customers.lastVisit'), customer.lastVisitAt ? new Date(customer.lastVisitAt).toLocaleString() : '')}
            {row(t('customers.notes'), customer.notes)}
          </tbody>
        </HTMLTable>
        {canEdit && (
          <div style={{ display: 'flex', gap: 8, margin: '12px 0' }}>
            <Button icon="edit" text={t('common.edit')} onClick={onEdit} />
            {customer.email && (
              <Button icon="envelope" text={t('customers.sendOffer')} onClick={() => setOffering(true)} />
            )}
            <Button icon="trash" intent="danger" variant="minimal" text={t('common.delete')} onClick={onDelete} />
          </div>
        )}
        {offering && customer.email && (
          <OfferDialog
            restaurantId={restaurantId}
            customer={customer}
            email={customer.email}
            onClose={() => setOffering(false)}
          />
        )}
        {canSeeAccount && <CustomerAccount key={customer.id} rid={restaurantId} customer={customer} />}
        <H5 style={{ marginTop: 16 }}>{t('customers.history')}</H5>
        {bills === null ? (
          <Spinner size={24} />
        ) : bills.length === 0 ? (
          <NonIdealState icon="document" title={t('customers.historyEmpty')} />
        ) : (
          <HTMLTable compact striped style={{ width: '100%' }} data-testid="customer-history">
            <thead>
              <tr>
                <th>{t('customers.billNumber')}</th>
                <th>{t('customers.date')}</th>
                <th>{t('customers.order')}</th>
                <th style={{ textAlign: 'right' }}>{t('customers.items')}</th>
                <th style={{ textAlign: 'right' }}>{t('customers.total')}</th>
                <th>{t('customers.status')}</th>
              </tr>
            </thead>
            <tbody>
              {bills.map((b) => (
                <tr key={b.id}>
                  <td>
                    {canSeeAccount ? (
                      <Button
                        minimal
                        small
                        text={`#${b.billNo}`}
                        aria-label={t('customers.openBill', { billNo: b.billNo })}
                        onClick={() => void navigate(`/apps/invoice/list?open=${b.id}`)}
                      />
                    ) : (
                      `#${b.billNo}`
                    )}
                  </td>
                  <td>{new Date(b.createdAt).toLocaleString()}</td>
                  <td>{b.target || b.orderType}</td>
                  <td style={{ textAlign: 'right' }}>{b.itemCount}</td>
                  <td style={{ textAlign: 'right' }}>{formatAmount(b.grandTotal, currency)}</td>
                  <td>
                    <Tag minimal>{b.statusLabel || b.status}</Tag>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
    </Drawer>
  );
}
