import { Button, Card, H4, ProgressBar, Tag } from '@blueprintjs/core';
import { routes, type ReportExport } from '@ros/shared-events';
import { useTranslation } from 'react-i18next';
import { saveDownload, useDownloadMutation } from '../../../../api/downloads.api';
import { urlOf } from '../../../../api/operation';
import { toastError } from '../../../../app/toaster';
import { DeleteRestaurantDialog } from './DeleteRestaurantDialog';
import { useListDataExportsQuery, useRequestDataExportMutation } from './restaurantData.api';

/**
 * "Your data", for the owner alone (the API refuses anyone else): export everything the restaurant
 * holds as a zip (progress live, then a download), and the danger zone that deletes it.
 */
export function YourDataSection({ rid, name }: { rid: string; name: string }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'settingsPages.yourData' });
  const exportsList = useListDataExportsQuery(rid).data ?? [];
  const [request, { isLoading }] = useRequestDataExportMutation();
  const [fetchFile] = useDownloadMutation();
  const latest: ReportExport | undefined = exportsList[0];
  const running = latest && (latest.status === 'queued' || latest.status === 'running');
  const download = async (e: ReportExport) => {
    const file = await fetchFile(urlOf(routes.exportFile, { restaurantId: rid, exportId: e.id })).unwrap();
    saveDownload(file, e.fileName ?? 'restaurant-data.zip');
  };
  return (
    <Card>
      <H4>{t('title')}</H4>
      <p>{t('exportHint')}</p>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Button
          intent="primary"
          icon="export"
          text={t('export')}
          loading={isLoading}
          disabled={running}
          onClick={() => void request(rid).unwrap().catch(toastError)}
        />
        {latest && running && (
          <div style={{ flex: 1 }}>
            <ProgressBar
              value={latest.progress / 100}
              intent="primary"
              aria-label={t('progress', { progress: latest.progress })}
            />
          </div>
        )}
        {latest?.status === 'failed' && (
          <Tag minimal intent="danger">
            {t('failed')}
          </Tag>
        )}
        {latest?.status === 'done' && (
          <Button
            icon="download"
            text={t('download')}
            aria-label={t('downloadOf', { name: latest.fileName })}
            onClick={() => void download(latest).catch(toastError)}
          />
        )}
      </div>
      <H4 style={{ marginTop: 24 }}>{t('dangerZone')}</H4>
      <p>{t('deleteHint')}</p>
      <DeleteRestaurantDialog rid={rid} name={name} />
    </Card>
  );
}
