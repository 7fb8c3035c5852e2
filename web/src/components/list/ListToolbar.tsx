import { Button, InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  q: string;
  onQuery: (q: string) => void;
  placeholder?: string;
  /** Offers "Export CSV" (of every row matching the search and filters, not just this page). */
  onExport?: () => void;
  isExporting?: boolean;
  children?: ReactNode;
}

/** Search box, filters and actions (children) and CSV export above a list. */
export function ListToolbar({ q, onQuery, placeholder, onExport, isExporting, children }: Props) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginBottom: 12 }}>
      <InputGroup
        leftIcon="search"
        type="search"
        value={q}
        onChange={(e) => onQuery(e.currentTarget.value)}
        placeholder={placeholder ?? t('list.search')}
        aria-label={placeholder ?? t('list.search')}
        style={{ minWidth: 240 }}
      />
      {children}
      <span style={{ flex: 1 }} />
      {onExport && <Button icon="export" text={t('list.exportCsv')} loading={isExporting} onClick={onExport} />}
    </div>
  );
}
