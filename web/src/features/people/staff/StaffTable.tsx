import { Classes, Intent, Tag } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/list/DataTable';
import type { Sort } from '../../../components/list/list.types';
import type { Role } from '../../identity/settings';
import { StaffRowActions } from './StaffRowActions';
import type { Member, MemberPatch, MemberStatus } from './staff.types';

const STATUS_INTENT: Record<MemberStatus, Intent> = {
  active: Intent.SUCCESS,
  pending: Intent.WARNING,
  inactive: Intent.NONE,
};

interface Props {
  members: Member[];
  roles: Role[];
  sort: Sort;
  canEdit: boolean;
  empty: string;
  onSort: (column: string) => void;
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
export function StaffTable({ members, roles, sort, canEdit, empty, onSort, onEdit, onPatch, onRemove }: Props) {
  const { t } = useTranslation();
  const columns: Column<Member>[] = [
    {
      key: 'fullName',
      header: t('staffPage.columns.fullName'),
      sortable: true,
      render: (m) => m.fullName ?? <span className={Classes.TEXT_MUTED}>{t('staffPage.noName')}</span>,
    },
    { key: 'email', header: t('staffPage.columns.email'), sortable: true, render: (m) => m.email },
    { key: 'roleName', header: t('staffPage.columns.roleName'), sortable: true, render: (m) => m.roleName },
    {
      key: 'status',
      header: t('staffPage.columns.status'),
      sortable: true,
      render: (m) => (
        <Tag minimal intent={STATUS_INTENT[m.status]}>
          {t(`staffPage.status.${m.status}`)}
        </Tag>
      ),
    },
    {
      key: 'invitedAt',
      header: t('staffPage.columns.invitedAt'),
      sortable: true,
      render: (m) => formatDate(m.joinedAt ?? m.invitedAt),
    },
    { key: 'position', header: t('staffPage.columns.position'), render: (m) => m.position ?? '' },
    { key: 'salary', header: t('staffPage.columns.salary'), sortable: true, render: (m) => formatSalary(m, t) },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      header: '',
      label: t('staffPage.columns.actions'),
      align: 'right',
      render: (m) => (
        <StaffRowActions
          member={m}
          roles={roles}
          onEdit={() => onEdit(m)}
          onPatch={(p) => onPatch(m, p)}
          onRemove={() => onRemove(m)}
        />
      ),
    });
  }
  return (
    <DataTable
      rows={members}
      columns={columns}
      rowKey={(m) => m.id}
      rowProps={(m) => ({ 'data-member': m.email })}
      sort={sort}
      onSort={onSort}
      empty={empty}
      emptyIcon="people"
    />
  );
}
