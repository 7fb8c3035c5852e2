import { Tag } from '@blueprintjs/core';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import { downloadCsv } from '../../../components/list/csv';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { useClientList } from '../../../components/list/useClientList';
import { STATUS_COLORS, type DiningTable, type Space } from './tables.types';

interface Props {
  tables: DiningTable[];
  spaces: Space[];
  onOpen: (table: DiningTable) => void;
}

/** Every table as a searchable, sortable, exportable list. */
export function TableList({ tables, spaces, onOpen }: Props) {
  const t = useCatalogueT();
  const spaceName = (id: string) => spaces.find((s) => s.id === id)?.name ?? '';
  const list = useClientList(tables, {
    searchText: (x) => `${x.name} ${spaceName(x.spaceId)}`,
    sortBy: {
      name: (x) => x.name,
      space: (x) => spaceName(x.spaceId),
      capacity: (x) => x.capacity,
      status: (x) => x.status,
    },
  });
  const columns: Column<DiningTable>[] = [
    { key: 'name', header: t('tables.name'), sortable: true, render: (x) => <strong>{x.name}</strong> },
    { key: 'space', header: t('tables.space'), sortable: true, render: (x) => spaceName(x.spaceId) },
    { key: 'capacity', header: t('tables.capacity'), sortable: true, render: (x) => x.capacity },
    {
      key: 'status',
      header: t('tables.status.label'),
      sortable: true,
      render: (x) => <Tag style={{ background: STATUS_COLORS[x.status] }}>{t(`tables.status.${x.status}`)}</Tag>,
    },
    {
      key: 'open',
      header: t('tables.openColumn'),
      render: (x) => (x.isOpen ? t('tables.isOpen') : t('tables.closed')),
    },
  ];
  return (
    <div>
      <ListToolbar
        q={list.q}
        onQuery={list.setQuery}
        placeholder={t('tables.search')}
        onExport={() =>
          downloadCsv('tables.csv', list.filtered, [
            { header: t('tables.name'), value: (x) => x.name },
            { header: t('tables.space'), value: (x) => spaceName(x.spaceId) },
            { header: t('tables.capacity'), value: (x) => x.capacity },
            { header: t('tables.status.label'), value: (x) => t(`tables.status.${x.status}`) },
            { header: t('tables.openColumn'), value: (x) => (x.isOpen ? t('tables.isOpen') : t('tables.closed')) },
          ])
        }
      />
      <DataTable
        rows={list.visible}
        columns={columns}
        rowKey={(x) => x.id}
        sort={list.sort}
        onSort={list.toggleSort}
        onRowClick={onOpen}
        empty={t('tables.empty')}
        testId="tables-list"
      />
      <Pager {...list.pager} />
    </div>
  );
}
