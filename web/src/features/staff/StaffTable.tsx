import { Classes, HTMLTable, Icon, Intent, Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Role } from '../settings/settingsTypes';
import { StaffRowActions } from './StaffRowActions';
import type { Member, MemberPatch, MemberStatus, SortColumn, StaffQuery } from './staffTypes';

const STATUS_INTENT: Record<MemberStatus, Intent> = { active: Intent.SUCCESS, pending: Intent.WARNING, inactive: Intent.NONE };
const COLUMNS: SortColumn[] = ['fullName', 'email', 'roleName', 'status', 'invitedAt'];

interface Props {
  members: Member[];
  roles: Role[];
  query: StaffQuery;
  canEdit: boolean;
  onSort: (column: SortColumn) => void;
  onEdit: (m: Member) => void;
  onPatch: (m: Member, patch: MemberPatch) => void;
  onRemove: (m: Member) => void;
}

/** Salary from minor units, with how often it is paid. */
function formatSalary(m: Member, t: TFunction): string {
  if (m.salary === null || m.salary === undefined) return '';
  const amount = (m.salary / 100).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return m.salaryType ? t('staffPage.salaryPer', { amount, type: t(`staffPage.salaryTypes.${m.salaryType}`) }) : amount;
}

export const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '');

/** The staff table with sortable headers and per-row actions. */
export function StaffTable({ members, roles, query, canEdit, onSort, onEdit, onPatch, onRemove }: Props) {
  const { t } = useTranslation();
  const sortHeader = (c: SortColumn) => (
    <th key={c} onClick={() => onSort(c)} style={{ cursor: 'pointer', whiteSpace: 'nowrap' }} aria-sort={query.sortColumn === c ? (query.sort === 'asc' ? 'ascending' : 'descending') : 'none'}>
      {t(`staffPage.columns.${c}`)}{' '}
      {query.sortColumn === c && <Icon icon={query.sort === 'asc' ? 'chevron-up' : 'chevron-down'} size={12} />}
    </th>
  );
  return (
    <HTMLTable interactive striped style={{ width: '100%' }}>
      <thead>
        <tr>
          {COLUMNS.map(sortHeader)}
          <th>{t('staffPage.columns.position')}</th>
          {sortHeader('salary')}
          {canEdit && <th aria-label={t('staffPage.columns.actions')} />}
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={m.id} data-member={m.email}>
            <td>{m.fullName ?? <span className={Classes.TEXT_MUTED}>{t('staffPage.noName')}</span>}</td>
            <td>{m.email}</td>
            <td>{m.roleName}</td>
            <td>
              <Tag minimal intent={STATUS_INTENT[m.status]}>{t(`staffPage.status.${m.status}`)}</Tag>
            </td>
            <td>{formatDate(m.joinedAt ?? m.invitedAt)}</td>
            <td>{m.position ?? ''}</td>
            <td>{formatSalary(m, t)}</td>
            {canEdit && (
              <td style={{ textAlign: 'right' }}>
                <StaffRowActions member={m} roles={roles} onEdit={() => onEdit(m)} onPatch={(p) => onPatch(m, p)} onRemove={() => onRemove(m)} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
