import { Button, Card, H4, Tag } from '@blueprintjs/core';
import type { Timesheet, TimePunch } from '@ros/shared-events';
import { useState } from 'react';
import { formatMoney } from '../../../components/money';
import { downloadCsv } from '../../../components/list/csv';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { useClientList } from '../../../components/list/useClientList';
import { Pager } from '../../../components/list/Pager';
import { SelectField } from '../../../components/SelectField';
import { useListDepartmentsQuery } from '../../../api/departments.api';
import { PeriodPicker, usePeriod } from '../../insight/reports';
import { useCan } from '../../../app/session/useAbility';
import { EditPunchDialog } from './EditPunchDialog';
import { hours } from './hours';
import { Punctuality } from './Punctuality';
import { useStaffT } from '../../../app/i18n/staff';
import { useListPunchesQuery, useTimesheetQuery } from './timeclock.api';

type Row = Timesheet['rows'][number];
const NO_ROWS: Row[] = [];
const NO_PUNCHES: TimePunch[] = [];

/** A period's timesheet (regular and overtime hours, labour cost) with its CSV for payroll, and the punches to correct. */
export function TimesheetCard({ rid }: { rid: string }) {
  const t = useStaffT();
  const canEdit = useCan('edit', 'staff');
  const chosen = usePeriod('last7');
  const [departmentId, setDepartmentId] = useState('');
  const args = { rid, ...chosen.period, ...(departmentId ? { departmentId } : {}) };
  const sheet = useTimesheetQuery(args, { skip: !chosen.valid }).data;
  const punches = useListPunchesQuery(args, { skip: !chosen.valid }).data?.data ?? NO_PUNCHES;
  const departments = useListDepartmentsQuery(rid).data?.data ?? [];
  const [editing, setEditing] = useState<TimePunch | null>(null);
  const list = useClientList(sheet?.rows ?? NO_ROWS, {
    searchText: (r) => r.memberName,
    perPage: 25,
    sortBy: {
      name: (r) => r.memberName,
      regular: (r) => r.regularMinutes,
      overtime: (r) => r.overtimeMinutes,
      cost: (r) => r.cost ?? -1,
    },
  });
  const columns: Column<Row>[] = [
    { key: 'name', header: t('sheet.name'), sortable: true, render: (r) => r.memberName },
    { key: 'department', header: t('sheet.department'), render: (r) => r.departmentName ?? '—' },
    { key: 'punches', header: t('sheet.punches'), align: 'right', render: (r) => r.punches },
    {
      key: 'regular',
      header: t('sheet.regular'),
      sortable: true,
      align: 'right',
      render: (r) => hours(r.regularMinutes),
    },
    {
      key: 'overtime',
      header: t('sheet.overtime'),
      sortable: true,
      align: 'right',
      render: (r) =>
        r.overtimeMinutes ? (
          <Tag intent="warning" minimal>
            {hours(r.overtimeMinutes)}
          </Tag>
        ) : (
          hours(0)
        ),
    },
    {
      key: 'cost',
      header: t('sheet.cost'),
      sortable: true,
      align: 'right',
      render: (r) => (r.cost === null ? '—' : formatMoney(r.cost)),
    },
  ];
  const punchColumns: Column<TimePunch>[] = [
    { key: 'name', header: t('sheet.name'), render: (p) => p.memberName },
    { key: 'in', header: t('punch.clockIn'), render: (p) => new Date(p.clockInAt).toLocaleString() },
    { key: 'schedule', header: t('punch.vsSchedule'), render: (p) => <Punctuality punch={p} /> },
    {
      key: 'out',
      header: t('punch.clockOut'),
      render: (p) =>
        p.clockOutAt ? (
          new Date(p.clockOutAt).toLocaleString()
        ) : (
          <Tag intent="success" minimal>
            {t('punch.open')}
          </Tag>
        ),
    },
    { key: 'break', header: t('punch.break'), align: 'right', render: (p) => p.breakMinutes },
    { key: 'worked', header: t('punch.worked'), align: 'right', render: (p) => hours(p.workedMinutes) },
    {
      key: 'edited',
      header: t('punch.edited'),
      render: (p) =>
        p.edited ? <span title={p.edited.reason}>{t('punch.editedBy', { name: p.edited.by })}</span> : '',
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: '',
            label: t('common.actions'),
            align: 'right' as const,
            render: (p: TimePunch) => (
              <Button
                variant="minimal"
                icon="edit"
                aria-label={t('punch.editOf', { name: p.memberName })}
                onClick={() => setEditing(p)}
              />
            ),
          },
        ]
      : []),
  ];
  const exportCsv = () =>
    downloadCsv(`timesheet-${chosen.period.from}-${chosen.period.to}.csv`, sheet?.rows ?? [], [
      { header: t('sheet.name'), value: (r) => r.memberName },
      { header: t('sheet.department'), value: (r) => r.departmentName },
      { header: t('sheet.punches'), value: (r) => r.punches },
      { header: t('sheet.regularHours'), value: (r) => (r.regularMinutes / 60).toFixed(2) },
      { header: t('sheet.overtimeHours'), value: (r) => (r.overtimeMinutes / 60).toFixed(2) },
      { header: t('sheet.cost'), value: (r) => (r.cost === null ? '' : formatMoney(r.cost)) },
    ]);
  return (
    <Card>
      <H4>{t('sheet.title')}</H4>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <PeriodPicker id="timesheet" state={chosen} />
        <SelectField
          id="timesheet-department"
          label={t('sheet.department')}
          value={departmentId}
          onChange={setDepartmentId}
          options={[
            { value: '', label: t('sheet.allDepartments') },
            ...departments.map((d) => ({ value: d.id, label: d.name })),
          ]}
        />
        <Button
          icon="download"
          text={t('sheet.export')}
          onClick={exportCsv}
          disabled={!sheet?.rows.length}
          style={{ marginBottom: 15 }}
        />
      </div>
      <DataTable
        rows={list.visible}
        columns={columns}
        rowKey={(r) => r.memberId}
        sort={list.sort}
        onSort={list.toggleSort}
        empty={t('sheet.empty')}
        testId="timesheet"
      />
      <Pager {...list.pager} />
      {sheet && (
        <p>
          {t('sheet.totals', {
            regular: hours(sheet.totals.regularMinutes),
            overtime: hours(sheet.totals.overtimeMinutes),
            cost: formatMoney(sheet.totals.cost),
          })}
        </p>
      )}
      <H4 style={{ marginTop: 16 }}>{t('punch.title')}</H4>
      <DataTable rows={punches} columns={punchColumns} rowKey={(p) => p.id} empty={t('sheet.empty')} testId="punches" />
      {editing && <EditPunchDialog rid={rid} punch={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
