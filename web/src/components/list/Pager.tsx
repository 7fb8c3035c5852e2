import { Button, ButtonGroup, Classes, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { PagerProps } from './list.types';

const SIZES = [10, 25, 50, 100];

/**
 * Page controls under a list: how many in all, the page size, previous / "page of pages" / next.
 * A capped count (the server stopped counting) reads "1,000+ in all" and "1 / 40+", and next stays
 * open past it: each page counts on from its own start.
 */
export function Pager({ page, perPage, total, capped = false, onPage, onPerPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'flex-end', marginTop: 12 }}>
      <span className={Classes.TEXT_MUTED}>
        {capped ? t('list.totalCapped', { count: total }) : t('list.total', { count: total })}
      </span>
      {onPerPage && (
        <HTMLSelect
          value={perPage}
          onChange={(e) => onPerPage(Number(e.currentTarget.value))}
          aria-label={t('list.perPage')}
        >
          {[...new Set([...SIZES, perPage])]
            .sort((a, b) => a - b)
            .map((n) => (
              <option key={n} value={n}>
                {t('list.perPageOption', { count: n })}
              </option>
            ))}
        </HTMLSelect>
      )}
      <ButtonGroup>
        <Button
          icon="chevron-left"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t('list.previous')}
        />
        <Button text={t(capped ? 'list.pageOfMore' : 'list.pageOf', { page, pages })} disabled variant="minimal" />
        <Button
          icon="chevron-right"
          disabled={page >= pages && !capped}
          onClick={() => onPage(page + 1)}
          aria-label={t('list.next')}
        />
      </ButtonGroup>
    </div>
  );
}
