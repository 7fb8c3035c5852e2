import { Button, Callout, Classes, Tag } from '@blueprintjs/core';
import type { Printer } from '@ros/shared-events';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { usePrintersT } from './i18n';
import { PrinterDialog } from './PrinterDialog';
import { PrinterStatusTag } from './PrinterStatusTag';
import { failingMessage, printsWhat } from './printerWords';
import { PrintJobsCard } from './PrintJobsCard';
import { useDeletePrinterMutation, useListPrintersQuery, usePrintTestPageMutation } from './printers.api';

const NONE: Printer[] = [];

/** Settings → Printers: the kitchen and receipt printers on the network, their status, test pages and recent jobs. */
export default function PrintersPage() {
  const t = usePrintersT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const canEdit = useCan('edit', 'restaurant');
  const takesOrders = useCan('edit', 'orders');
  const runsKitchen = useCan('edit', 'kitchen');
  const canReprint = takesOrders || runsKitchen || canEdit;
  const { data, isLoading } = useListPrintersQuery(rid, { skip: !rid });
  const printers = data?.data ?? NONE;
  const [editing, setEditing] = useState<Printer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Printer | null>(null);
  const [remove] = useDeletePrinterMutation();
  const [testPage] = usePrintTestPageMutation();

  const handleTestPage = async (p: Printer) => {
    try {
      await testPage({ rid, id: p.id }).unwrap();
      void toastSuccess(t('testSent', { name: p.name }));
    } catch (error) {
      void toastError(error);
    }
  };

  const columns: Column<Printer>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      render: (p) => (
        <>
          <strong>{p.name}</strong> <Tag minimal>{t(`kinds.${p.kind}`)}</Tag>
        </>
      ),
    },
    {
      key: 'address',
      header: t('fields.host'),
      render: (p) => (
        <code>
          {p.host}:{p.port}
        </code>
      ),
    },
    { key: 'prints', header: t('columns.prints'), render: (p) => printsWhat(t, p) },
    { key: 'fallback', header: t('fields.fallback'), render: (p) => p.fallback?.name ?? '—' },
    { key: 'status', header: t('columns.status'), render: (p) => <PrinterStatusTag printer={p} /> },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: '',
            label: t('actions'),
            align: 'right' as const,
            render: (p: Printer) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                <Button
                  variant="minimal"
                  icon="print"
                  text={t('testPage')}
                  aria-label={t('testPageOf', { name: p.name })}
                  onClick={() => void handleTestPage(p)}
                />
                <Button
                  variant="minimal"
                  icon="edit"
                  aria-label={t('edit', { name: p.name })}
                  onClick={() => setEditing(p)}
                />
                <Button
                  variant="minimal"
                  icon="trash"
                  intent="danger"
                  aria-label={t('delete', { name: p.name })}
                  onClick={() => setDeleting(p)}
                />
              </span>
            ),
          },
        ]
      : []),
  ];
  const failing = printers.filter((p) => p.enabled && p.status === 'failing');

  return (
    <div className="ros-page">
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={canEdit && <Button intent="primary" icon="add" text={t('new')} onClick={() => setEditing('new')} />}
      />
      {failing.map((p) => (
        <Callout key={p.id} intent="danger" icon="error" style={{ marginBottom: 12 }}>
          {failingMessage(t, p)}
          {p.lastError ? ` (${p.lastError})` : ''}
        </Callout>
      ))}
      <DataTable
        rows={printers}
        columns={columns}
        rowKey={(p) => p.id}
        empty={isLoading ? t('loading') : t('empty')}
        emptyIcon="print"
        testId="printers-table"
      />
      <p className={Classes.TEXT_MUTED} style={{ marginTop: 8 }}>
        {t('browserHint')}
      </p>
      {rid && <PrintJobsCard rid={rid} canReprint={canReprint} />}
      {editing && (
        <PrinterDialog
          rid={rid}
          printer={editing === 'new' ? null : editing}
          printers={printers}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDelete
        name={deleting?.name ?? null}
        message={t('deleteHint')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove({ rid, id: deleting.id }).unwrap();
          void toastSuccess(t('deleted', { name: deleting.name }));
        }}
      />
    </div>
  );
}
