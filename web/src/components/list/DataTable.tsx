import { Checkbox, HTMLTable, Icon, NonIdealState, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sort } from './list.types';

/** One column of a data table. */
export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** Set when the column can be sorted by clicking its header. */
  sortable?: boolean;
  width?: number | string;
  /** Names a column whose header shows no text (read by screen readers). */
  label?: string;
  align?: 'left' | 'right';
}

interface Props<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  sort?: Sort;
  onSort?: (column: string) => void;
  selected?: ReadonlySet<string>;
  onSelectedChange?: (next: Set<string>) => void;
  onRowClick?: (row: T) => void;
  empty?: ReactNode;
  emptyIcon?: IconName;
  testId?: string;
  /** Extra attributes per row (tests and styles find rows by them). */
  rowProps?: (row: T) => Record<`data-${string}`, string>;
}

/** A sortable, optionally selectable table over the rows it is given. */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  sort,
  onSort,
  selected,
  onSelectedChange,
  onRowClick,
  empty,
  emptyIcon = 'search',
  testId,
  rowProps,
}: Props<T>) {
  const { t } = useTranslation();
  if (rows.length === 0) return <NonIdealState icon={emptyIcon} title={empty} />;
  const allSelected = !!selected && rows.every((r) => selected.has(rowKey(r)));
  const toggle = (id: string) => {
    if (!selected || !onSelectedChange) return;
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  const toggleAll = () => {
    if (!selected || !onSelectedChange) return;
    const next = new Set(selected);
    for (const r of rows) {
      if (allSelected) next.delete(rowKey(r));
      else next.add(rowKey(r));
    }
    onSelectedChange(next);
  };
  return (
    <HTMLTable interactive={!!onRowClick} striped compact style={{ width: '100%' }} data-testid={testId}>
      <thead>
        <tr>
          {selected && (
            <th style={{ width: 32 }}>
              <Checkbox
                checked={allSelected}
                onChange={toggleAll}
                style={{ margin: 0 }}
                aria-label={t('list.selectAll')}
              />
            </th>
          )}
          {columns.map((c) => (
            <th
              key={c.key}
              style={{ width: c.width, cursor: c.sortable ? 'pointer' : undefined, whiteSpace: 'nowrap' }}
              aria-label={c.label}
              onClick={c.sortable && onSort ? () => onSort(c.key) : undefined}
              aria-sort={
                c.sortable
                  ? sort?.column === c.key
                    ? sort.dir === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : 'none'
                  : undefined
              }
            >
              {c.header}
              {c.sortable && sort?.column === c.key && (
                <Icon icon={sort.dir === 'asc' ? 'chevron-up' : 'chevron-down'} size={12} />
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const id = rowKey(row);
          return (
            <tr key={id} onClick={onRowClick ? () => onRowClick(row) : undefined} data-row-id={id} {...rowProps?.(row)}>
              {selected && (
                <td onClick={(e) => e.stopPropagation()}>
                  <Checkbox checked={selected.has(id)} onChange={() => toggle(id)} style={{ margin: 0 }} />
                </td>
              )}
              {columns.map((c) => (
                <td key={c.key} style={c.align ? { textAlign: c.align } : undefined}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
