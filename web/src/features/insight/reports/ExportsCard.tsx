import { Button, Card, FormGroup, H4, HTMLSelect, HTMLTable, ProgressBar, Tag } from '@blueprintjs/core';
import { routes, type ExportBody, type ReportExport } from '@ros/shared-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDownload, useDownloadMutation } from '../../../api/downloads.api';
import { urlOf } from '../../../api/operation';
import { toastError } from '../../../app/toaster';
import { useListExportsQuery, useRequestExportMutation, type Period } from './reports.api';

/** Exports of this period's reports or bills: built by the workers, progress live, kept 7 days. */
export function ExportsCard({ rid, period }: { rid: string; period: Period }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'reports.exports' });
  const [kind, setKind] = useState<ExportBody['kind']>('bills');
  const [format, setFormat] = useState<ExportBody['format']>('csv');
  const [request, { isLoading }] = useRequestExportMutation();
  const [fetchFile] = useDownloadMutation();
  /** Saves a finished export (the file needs the access token, so it is fetched, then saved). */
  const download = async (rid: string, e: ReportExport) => {
    const file = await fetchFile(urlOf(routes.exportFile, { restaurantId: rid, exportId: e.id })).unwrap();
    saveDownload(file, e.fileName ?? 'export');
  };
  const exportsList = useListExportsQuery(rid, { skip: !rid }).data?.data ?? [];
  return (
    <Card style={{ marginTop: 16 }}>
      <H4>{t('title')}</H4>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
        <FormGroup label={t('what')} labelFor="export-kind">
          <HTMLSelect
            id="export-kind"
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as ExportBody['kind'])}
          >
            {(['bills', 'sales', 'product-mix'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('format')} labelFor="export-format">
          <HTMLSelect
            id="export-format"
            value={format}
            onChange={(e) => setFormat(e.currentTarget.value as ExportBody['format'])}
          >
            {(['csv', 'xlsx', 'pdf'] as const).map((f) => (
              <option key={f} value={f}>
                {f.toUpperCase()}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <Button
          intent="primary"
          icon="export"
          text={t('start')}
          loading={isLoading}
          style={{ marginBottom: 15 }}
          onClick={() =>
            void request({ rid, kind, format, ...period })
              .unwrap()
              .catch(toastError)
          }
        />
      </div>
      {exportsList.length > 0 && (
        <HTMLTable compact style={{ width: '100%' }} aria-label={t('list')}>
          <tbody>
            {exportsList.map((e) => (
              <tr key={e.id} data-testid={`export-${e.id}`}>
                <td>{`${t(`kinds.${e.kind}`)} ${e.from} – ${e.to} (${e.format.toUpperCase()})`}</td>
                <td style={{ width: '40%' }}>
                  {e.status === 'done' || e.status === 'failed' ? (
                    <Tag minimal intent={e.status === 'done' ? 'success' : 'danger'}>
                      {t(`status.${e.status}`)}
                    </Tag>
                  ) : (
                    <ProgressBar
                      value={e.progress / 100}
                      intent="primary"
                      aria-label={t('progress', { progress: e.progress })}
                    />
                  )}
                </td>
                <td style={{ textAlign: 'right' }}>
                  {e.status === 'done' && (
                    <Button
                      size="small"
                      icon="download"
                      text={t('download')}
                      aria-label={t('downloadOf', { name: e.fileName })}
                      onClick={() => void download(rid, e).catch(toastError)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
