import { apiRequest } from '../../api/http';
import type { ListResponse } from '../settings/settingsTypes';
import { downloadCsv, toCsv } from './csv';
import { membersQueryString } from './useStaff';
import type { Member, StaffQuery } from './staffTypes';

const PAGE = 100;

/** Downloads every member matching the current search and sort as CSV (page by page). */
export async function exportStaffCsv(restaurantId: string, query: StaffQuery, header: string[]): Promise<void> {
  const all: Member[] = [];
  for (let page = 1; ; page++) {
    const qs = membersQueryString({ ...query, page, perPage: PAGE });
    const res = await apiRequest<ListResponse<Member>>('GET', `/api/restaurants/${restaurantId}/members?${qs}`);
    all.push(...res.data);
    if (res.data.length < PAGE || all.length >= (res.total ?? all.length)) break;
  }
  const rows = all.map((m) => [m.fullName, m.email, m.roleName, m.status, m.position, m.contact, m.address, m.salary === null ? null : m.salary / 100, m.salaryType, m.invitedAt, m.joinedAt]);
  downloadCsv(`staff-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(header, rows));
}

export const CSV_COLUMNS = ['fullName', 'email', 'roleName', 'status', 'position', 'contact', 'address', 'salary', 'salaryType', 'invitedAt', 'joinedAt'] as const;
