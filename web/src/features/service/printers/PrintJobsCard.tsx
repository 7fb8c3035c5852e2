import { Button, Card, H4, Tag, Tooltip } from '@blueprintjs/core';
import type { PrintJob } from '@ros/shared-events';
import { toastError, toastSuccess } from '../../../app/toaster';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { usePrintersT } from './i18n';
import { useListPrintJobsQuery, useReprintJobMutation } from './printers.api';

const INTENT = { queued: 'none', printed: 'success', fell_back: 'warning', failed: 'danger' } as const;
const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The newest print jobs: what was printed where, what fell back, and a reprint (marked REPRINT) of any. */
export function PrintJobsCard({ rid, canReprint }: { rid: string; canReprint: boolean }) {
  const t = usePrintersT();
  const first = useListPrintJobsQuery({ rid });
  // Sends take a moment and say nothing on the socket: while a job waits, look again.
  const waiting = first.data?.data.some((j) => j.status === 'queued') ?? false;
  const { data } = useListPrintJobsQuery({ rid }, { pollingInterval: waiting ? 2000 : 0 });
  const [reprint] = useReprintJobMutation();
  const handleReprint = async (job: PrintJob) => {
    try {
      await reprint({ rid, id: job.id }).unwrap();
      void toastSuccess(t('jobs.reprinted', { name: job.printer.name }));
    } catch (error) {
      void toastError(error);
    }
  };
  const columns: Column<PrintJob>[] = [
    { key: 'time', header: t('jobs.time'), render: (j) => time(j.createdAt) },
    { key: 'printer', header: t('jobs.printer'), render: (j) => j.printer.name },
    {
      key: 'kind',
      header: t('jobs.kind'),
      render: (j) => (
        <>
          {t(`jobKinds.${j.kind}`)} {j.reprint && <Tag minimal>{t('jobs.reprint')}</Tag>}
        </>
      ),
    },
    {
      key: 'status',
      header: t('jobs.status'),
      render: (j) => (
        <Tooltip content={j.error ?? ''} disabled={!j.error}>
          <Tag minimal intent={INTENT[j.status]}>
            {j.status === 'fell_back'
              ? j.fellBackTo
                ? t('jobStatus.fellBackTo', { name: j.fellBackTo.name })
                : t('jobStatus.onKds')
              : t(`jobStatus.${j.status}`)}
          </Tag>
        </Tooltip>
      ),
    },
    ...(canReprint
      ? [
          {
            key: 'actions',
            header: '',
            label: t('actions'),
            align: 'right' as const,
            render: (j: PrintJob) => (
              <Button
                size="small"
                variant="minimal"
                icon="print"
                text={t('jobs.reprintButton')}
                aria-label={t('jobs.reprintLabel', { name: j.printer.name })}
                onClick={() => void handleReprint(j)}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <Card style={{ marginTop: 16 }} data-testid="print-jobs">
      <H4>{t('jobs.title')}</H4>
      <DataTable
        rows={data?.data ?? first.data?.data ?? []}
        columns={columns}
        rowKey={(j) => j.id}
        empty={t('jobs.empty')}
        emptyIcon="print"
        testId="print-jobs-table"
      />
    </Card>
  );
}
