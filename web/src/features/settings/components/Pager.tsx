import { Button, ButtonGroup, Classes, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage?: (perPage: number) => void;
}

const SIZES = [10, 25, 50];

/** Previous / next, "page x of y" and the page size. */
export function Pager({ page, perPage, total, onPage, onPerPage }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'flex-end' }}>
      <span className={Classes.TEXT_MUTED}>{t('settingsPages.pager.summary', { page, pages, total })}</span>
      {onPerPage && (
        <HTMLSelect
          aria-label={t('settingsPages.pager.perPage')}
          value={perPage}
          options={SIZES.map((s) => ({ value: s, label: t('settingsPages.pager.size', { count: s }) }))}
          onChange={(e) => onPerPage(Number(e.target.value))}
        />
      )}
      <ButtonGroup>
        <Button icon="chevron-left" aria-label={t('settingsPages.pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        <Button icon="chevron-right" aria-label={t('settingsPages.pager.next')} disabled={page >= pages} onClick={() => onPage(page + 1)} />
      </ButtonGroup>
    </div>
  );
}
