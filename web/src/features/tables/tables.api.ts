import { apiRequest } from '../../api/http';
import { fetchAll } from '../menu/list/fetchAll';
import type { DiningTable, Space, TableStatus } from './tables.types';

const base = (rid: string) => `/api/restaurants/${rid}`;

/** Spaces and tables endpoints (docs/api/catalogue.md). */
export const tablesApi = {
  listSpaces: (rid: string) => fetchAll<Space>(`${base(rid)}/spaces`),
  createSpace: (rid: string, body: { name: string; sortOrder?: number }) => apiRequest<Space>('POST', `${base(rid)}/spaces`, body),
  updateSpace: (rid: string, id: string, body: { name?: string; sortOrder?: number }) =>
    apiRequest<Space>('PATCH', `${base(rid)}/spaces/${id}`, body),
  deleteSpace: (rid: string, id: string) => apiRequest<void>('DELETE', `${base(rid)}/spaces/${id}`),

  listTables: (rid: string) => fetchAll<DiningTable>(`${base(rid)}/tables`),
  createTable: (rid: string, body: Partial<DiningTable> & { spaceId: string; name: string }) =>
    apiRequest<DiningTable>('POST', `${base(rid)}/tables`, body),
  updateTable: (rid: string, id: string, body: Partial<DiningTable> & { version: number }) =>
    apiRequest<DiningTable>('PATCH', `${base(rid)}/tables/${id}`, body),
  setStatus: (rid: string, id: string, body: { status?: TableStatus; isOpen?: boolean; version?: number }) =>
    apiRequest<DiningTable>('POST', `${base(rid)}/tables/${id}/status`, body),
  rotateQr: (rid: string, id: string) => apiRequest<DiningTable>('POST', `${base(rid)}/tables/${id}/qr-token`, {}),
  deleteTable: (rid: string, id: string) => apiRequest<void>('DELETE', `${base(rid)}/tables/${id}`),
};
