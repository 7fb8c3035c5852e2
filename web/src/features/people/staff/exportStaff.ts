import type { TFunction } from 'i18next';
import { downloadCsv, type CsvColumn } from '../../../components/list/csv';
import type { ServerListQuery } from '../../../components/list/useServerList';
import { fetchAllMembers } from './staff.api';
import type { Member } from './staff.types';

const FIELDS = [
  'fullName',
  'email',
  'roleName',
  'status',
  'position',
  'contact',
  'address',
  'salary',
  'salaryType',
  'invitedAt',
  'joinedAt',
] as const;

/** Downloads every member matching the current search and sort as CSV. */
export async function exportStaffCsv(restaurantId: string, query: ServerListQuery, t: TFunction): Promise<void> {
  const members = await fetchAllMembers(restaurantId, query);
  const columns: CsvColumn<Member>[] = FIELDS.map((f) => ({
    header: t(`staffPage.csv.${f}`),
    value: (m) => (f === 'salary' ? (m.salary === null ? null : m.salary / 100) : m[f]),
  }));
  downloadCsv(`staff-${new Date().toISOString().slice(0, 10)}.csv`, members, columns);
}
