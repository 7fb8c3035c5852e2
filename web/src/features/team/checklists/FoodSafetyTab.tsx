import { Button, HTMLTable, Intent } from '@blueprintjs/core';
import { routes } from '@ros/shared-events';
import { useState } from 'react';
import { saveDownload, useDownloadMutation } from '../../../api/downloads.api';
import { urlOf } from '../../../api/operation';
import { toastError } from '../../../app/toaster';
import { TextField } from '../../../components/TextField';
import { useGetFoodSafetyLogQuery } from './checklists.api';
import { useChecklistsT } from './i18n';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The food-safety log of a range of days (readings, who took them, corrective actions), and its PDF for an inspector. */
export function FoodSafetyTab({ rid }: { rid: string }) {
  const t = useChecklistsT();
  const [from, setFrom] = useState(daysAgo(7));
  const [to, setTo] = useState(daysAgo(0));
  const [page, setPage] = useState(1);
  const { data } = useGetFoodSafetyLogQuery({ rid, from, to, page });
  const [download, { isLoading }] = useDownloadMutation();
  const rows = data?.data ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / 50));

  const handlePdf = async () => {
    try {
      const file = await download(urlOf(routes.getFoodSafetyLogPdf, { restaurantId: rid }, { from, to })).unwrap();
      saveDownload(file, `food-safety-log-${from}_${to}.pdf`);
    } catch (error) {
      void toastError(error);
    }
  };

  return (
    <div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <TextField
          id="log-from"
          type="date"
          label={t('log.from')}
          value={from}
          onValueChange={(v) => (setFrom(v), setPage(1))}
        />
        <TextField
          id="log-to"
          type="date"
          label={t('log.to')}
          value={to}
          onValueChange={(v) => (setTo(v), setPage(1))}
        />
        <Button
          icon="document"
          intent={Intent.PRIMARY}
          text={t('log.pdf')}
          loading={isLoading}
          onClick={() => void handlePdf()}
          style={{ marginBottom: 15 }}
        />
      </div>
      <HTMLTable striped compact style={{ width: '100%' }} aria-label={t('log.title')}>
        <thead>
          <tr>
            <th>{t('log.day')}</th>
            <th>{t('log.checklist')}</th>
            <th>{t('log.item')}</th>
            <th>{t('log.reading')}</th>
            <th>{t('log.checkedBy')}</th>
            <th>{t('log.corrective')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={6}>{t('log.empty')}</td>
            </tr>
          )}
          {rows.map((r, i) => (
            <tr key={`${r.businessDay}-${r.checklist}-${r.label}-${i}`}>
              <td>{r.businessDay}</td>
              <td>{r.checklist}</td>
              <td>{r.label}</td>
              <td style={r.outOfRange ? { color: 'var(--bp5-intent-danger, #cd4246)', fontWeight: 600 } : undefined}>
                {r.value === null ? t('log.notTaken') : `${r.value} ${r.unit ?? ''}`}
              </td>
              <td>
                {r.doneBy ?? ''} {r.doneAt ? new Date(r.doneAt).toLocaleTimeString([], { timeStyle: 'short' }) : ''}
              </td>
              <td>{r.correctiveNote ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {pages > 1 && (
        <div style={{ marginTop: 8, display: 'flex', gap: 8, alignItems: 'center' }}>
          <Button
            icon="chevron-left"
            aria-label={t('log.previous')}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          />
          <span>{t('log.page', { page, pages })}</span>
          <Button
            icon="chevron-right"
            aria-label={t('log.next')}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          />
        </div>
      )}
    </div>
  );
}
