import { Tag, Tooltip } from '@blueprintjs/core';
import type { Printer } from '@ros/shared-events';
import { usePrintersT } from './i18n';

/** Ready, not answering (with the last error on hover), or turned off. */
export function PrinterStatusTag({ printer }: { printer: Printer }) {
  const t = usePrintersT();
  if (!printer.enabled) return <Tag minimal>{t('status.off')}</Tag>;
  if (printer.status === 'ok')
    return (
      <Tag minimal intent="success" icon="tick">
        {t('status.ok')}
      </Tag>
    );
  return (
    <Tooltip content={printer.lastError ?? ''} disabled={!printer.lastError}>
      <Tag intent="danger" icon="error">
        {t('status.failing')}
      </Tag>
    </Tooltip>
  );
}
