import { Button, InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useCatalogueT } from '../i18n';

interface Props {
  q: string;
  onQuery: (q: string) => void;
  placeholder?: string;
  onExport?: () => void;
  children?: ReactNode;
}

/** Search box, filters (children) and CSV export above a list. */
export function ListToolbar({ q, onQuery, placeholder, onExport, children }: Props) {
  const t = useCatalogueT();
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
      {onExport && <Button icon="export" text={t('list.exportCsv')} onClick={onExport} />}
    </div>
  );
}
