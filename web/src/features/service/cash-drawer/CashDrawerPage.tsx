import { Button, ButtonGroup, Card, H5, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { errorStatus } from '../../../api/errors';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { Pager } from '../../../components/list/Pager';
import { formatAmount } from '../../../components/money';
import { PageHeader } from '../../../components/PageHeader';
import { TextField } from '../../../components/TextField';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { useGetRestaurantQuery } from '../../identity/settings';
import { useCurrentDrawerQuery, useDrawerSessionsQuery } from './cash-drawer.api';
import type { DrawerSession, DrawerSessionSummary } from './cash-drawer.types';
import { CloseDrawerDialog } from './CloseDrawerDialog';
import { MovementDialog } from './MovementDialog';
import { NoSaleDialog } from './NoSaleDialog';
import { OpenDrawerDialog } from './OpenDrawerDialog';
import { OverShort } from './OverShort';
import { useCashT } from './i18n';
import { DRAWER_NAME_KEY as NAME_KEY } from '../../../app/terminal/terminalDrawer';
import { ZReportDialog } from './ZReportDialog';

type Open =
  | { dialog: 'open' }
  | { dialog: 'move'; kind: 'pay_in' | 'pay_out' }
  | { dialog: 'no-sale' }
  | { dialog: 'close' }
  | { dialog: 'z'; sessionId: string }
  | null;

/** The cash drawer of this terminal: open with a counted float, pay in and out, close with a count, the Z report; the history below. */
export default function CashDrawerPage() {
  const t = useCashT();
  const restaurantId = useAppSelector(selectCurrentRestaurantId) ?? '';
  const restaurant = useGetRestaurantQuery(restaurantId || skipToken).data;
  const currency = restaurant?.currency ?? null;
  const canEdit = useCan('edit', 'cashDrawer');
  const [name, setName] = useState(() => localStorage.getItem(NAME_KEY) ?? 'Main');
  const drawerName = name.trim() || 'Main';
  const current = useCurrentDrawerQuery(restaurantId ? { rid: restaurantId, name: drawerName } : skipToken);
  const [page, setPage] = useState({ page: 1, perPage: 10 });
  const history = useDrawerSessionsQuery(restaurantId ? { rid: restaurantId, ...page } : skipToken);
  const [open, setOpen] = useState<Open>(null);
  const m = (minor: number | null) => (minor == null ? '—' : formatAmount(minor, currency));
  // A refetch that fails keeps the last data: a 404 (closed meanwhile) wins over it.
  const isClosed = errorStatus(current.error) === 404;
  const session = !isClosed && current.data?.name.toLowerCase() === drawerName.toLowerCase() ? current.data : null;

  const rename = (value: string) => {
    setName(value);
    localStorage.setItem(NAME_KEY, value.trim() || 'Main');
  };

  const columns: Column<DrawerSessionSummary>[] = [
    { key: 'openedAt', header: t('openedAt'), render: (s) => new Date(s.openedAt).toLocaleString() },
    { key: 'name', header: t('drawer'), render: (s) => s.name },
    { key: 'status', header: t('status'), render: (s) => t(`statusOf.${s.status}`) },
    { key: 'openingFloat', header: t('openingFloat'), align: 'right', render: (s) => m(s.openingFloat) },
    { key: 'expected', header: t('expectedCash'), align: 'right', render: (s) => m(s.expected) },
    { key: 'counted', header: t('counted'), align: 'right', render: (s) => m(s.counted) },
    {
      key: 'overShort',
      header: t('overShort'),
      align: 'right',
      render: (s) => (s.overShort == null ? '—' : <OverShort amount={s.overShort} currency={currency} />),
    },
    {
      key: 'z',
      header: '',
      label: t('zReport'),
      render: (s) => (
        <Button
          size="small"
          icon="document"
          text={t('zReport')}
          onClick={() => setOpen({ dialog: 'z', sessionId: s.id })}
        />
      ),
    },
  ];

  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <div style={{ maxWidth: 260 }}>
        <TextField
          id="drawer-name"
          label={t('drawer')}
          helper={t('drawerHelp')}
          value={name}
          maxLength={60}
          onValueChange={rename}
        />
      </div>
      <Card style={{ marginBottom: 16 }} aria-label={t('drawerOf', { name: drawerName })} role="region">
        {session ? (
          <OpenSession session={session} canEdit={canEdit} m={m} onAction={setOpen} />
        ) : isClosed ? (
          <NonIdealState
            icon="lock"
            title={t('closedTitle', { name: drawerName })}
            description={t('closedHelp')}
            action={
              canEdit ? (
                <Button
                  intent="primary"
                  icon="unlock"
                  text={t('openDrawer')}
                  onClick={() => setOpen({ dialog: 'open' })}
                />
              ) : undefined
            }
          />
        ) : current.isError ? (
          <NonIdealState icon="error" title={t('loadFailed')} />
        ) : (
          <Spinner size={24} />
        )}
      </Card>
      <H5>{t('history')}</H5>
      <DataTable
        rows={history.data?.data ?? []}
        columns={columns}
        rowKey={(s) => s.id}
        empty={t('noSessions')}
        emptyIcon="history"
        testId="drawer-sessions"
      />
      <Pager
        page={page.page}
        perPage={page.perPage}
        total={history.data?.total ?? 0}
        onPage={(p) => setPage((x) => ({ ...x, page: p }))}
        onPerPage={(n) => setPage({ page: 1, perPage: n })}
      />

      {open?.dialog === 'open' && (
        <OpenDrawerDialog
          restaurantId={restaurantId}
          name={drawerName}
          currency={currency}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.dialog === 'move' && session && (
        <MovementDialog
          restaurantId={restaurantId}
          sessionId={session.id}
          kind={open.kind}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.dialog === 'no-sale' && session && (
        <NoSaleDialog restaurantId={restaurantId} sessionId={session.id} onClose={() => setOpen(null)} />
      )}
      {open?.dialog === 'close' && session && (
        <CloseDrawerDialog
          restaurantId={restaurantId}
          session={session}
          currency={currency}
          onClose={() => setOpen(null)}
          onClosed={(s) => setOpen({ dialog: 'z', sessionId: s.id })}
        />
      )}
      {open?.dialog === 'z' && (
        <ZReportDialog
          restaurantId={restaurantId}
          restaurantName={restaurant?.name ?? ''}
          sessionId={open.sessionId}
          currency={currency}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}

interface OpenSessionProps {
  session: DrawerSession;
  canEdit: boolean;
  m: (minor: number | null) => string;
  onAction: (open: Open) => void;
}

/** The open drawer's running figures, its pay-ins and pay-outs, and what can be done with it. */
function OpenSession({ session, canEdit, m, onAction }: OpenSessionProps) {
  const t = useCashT();
  const figures: [string, number][] = [
    [t('openingFloat'), session.openingFloat],
    [t('cashSales'), session.cashSales],
    [t('cashRefunds'), -session.cashRefunds],
    [t('payIns'), session.payIns],
    [t('payOuts'), -session.payOuts],
  ];
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      <div style={{ minWidth: 280 }}>
        <H5>
          {t('openSince', {
            name: session.name,
            time: new Date(session.openedAt).toLocaleTimeString(),
            by: session.openedBy.name,
          })}
        </H5>
        <HTMLTable compact style={{ width: '100%' }} aria-label={t('figures')}>
          <tbody>
            {figures.map(([label, amount]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td style={{ textAlign: 'right' }}>{m(amount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('expectedCash')}</th>
              <td style={{ textAlign: 'right', fontWeight: 700 }} data-testid="drawer-expected">
                {m(session.expected)}
              </td>
            </tr>
          </tbody>
        </HTMLTable>
        {canEdit && (
          <ButtonGroup style={{ marginTop: 12 }}>
            <Button icon="plus" text={t('payIn')} onClick={() => onAction({ dialog: 'move', kind: 'pay_in' })} />
            <Button icon="minus" text={t('payOut')} onClick={() => onAction({ dialog: 'move', kind: 'pay_out' })} />
            <Button icon="unlock" text={t('noSale')} onClick={() => onAction({ dialog: 'no-sale' })} />
            <Button icon="lock" intent="danger" text={t('closeDrawer')} onClick={() => onAction({ dialog: 'close' })} />
          </ButtonGroup>
        )}
        <Button
          style={{ marginTop: 12, marginLeft: 8 }}
          icon="document"
          text={t('zReport')}
          onClick={() => onAction({ dialog: 'z', sessionId: session.id })}
        />
      </div>
      <div style={{ flex: 1, minWidth: 280 }}>
        <H5>{t('movements')}</H5>
        {session.movements.length === 0 ? (
          <p>{t('noMovements')}</p>
        ) : (
          <HTMLTable compact striped style={{ width: '100%' }} aria-label={t('movements')}>
            <tbody>
              {session.movements.map((mv) => (
                <tr key={mv.id}>
                  <td>{new Date(mv.createdAt).toLocaleTimeString()}</td>
                  <td>{mv.kind === 'pay_in' ? t('payIn') : t('payOut')}</td>
                  <td>{mv.reason}</td>
                  <td>{mv.createdBy.name}</td>
                  <td style={{ textAlign: 'right' }}>{m(mv.kind === 'pay_in' ? mv.amount : -mv.amount)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
    </div>
  );
}
