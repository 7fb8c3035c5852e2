import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { useCatalogueT } from '../i18n';

interface Props {
  page: number;
  pageCount: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** Page controls under a list. */
export function Pager({ page, pageCount, total, perPage, onPage, onPerPage }: Props) {
  const t = useCatalogueT();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'flex-end', marginTop: 12 }}>
      <span>{t('list.total', { count: total })}</span>
      <HTMLSelect value={perPage} onChange={(e) => onPerPage(Number(e.currentTarget.value))} aria-label={t('list.perPage')}>
        {[10, 25, 50, 100].map((n) => (
          <option key={n} value={n}>
            {t('list.perPageOption', { count: n })}
          </option>
        ))}
      </HTMLSelect>
      <ButtonGroup>
        <Button icon="chevron-left" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('list.previous')} />
        <Button text={t('list.pageOf', { page, pageCount })} disabled variant="minimal" />
        <Button icon="chevron-right" disabled={page >= pageCount} onClick={() => onPage(page + 1)} aria-label={t('list.next')} />
      </ButtonGroup>
    </div>
  );
}
