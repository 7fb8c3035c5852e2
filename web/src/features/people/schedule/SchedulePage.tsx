import { Button, ButtonGroup, Card, H4, HTMLSelect, HTMLTable, Icon, Tag, Tooltip } from '@blueprintjs/core';
import type { Shift } from '@ros/shared-events';
import { useMemo, useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { PageHeader } from '../../../components/PageHeader';
import { useAppSelector } from '../../../app/store/hooks';
import { useListDepartmentsQuery } from '../../../api/departments.api';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { useListMembersQuery } from '../staff';
import { useStaffT } from '../../../app/i18n/staff';
import {
  useCopyWeekMutation,
  useListShiftsQuery,
  usePublishShiftsMutation,
  useSaveShiftMutation,
} from './schedule.api';
import { ShiftDialog } from './ShiftDialog';
import { AvailabilityCard } from './AvailabilityCard';
import { TimeOffCard } from './TimeOffCard';
import { addDays, dayOf, instant, mondayOf, timeOf, weekDays } from '../../../components/week';

const NO_SHIFTS: Shift[] = [];

/** The schedule: a manager's week per department (drag a shift to move it); everyone's own published shifts. */
export default function SchedulePage() {
  const t = useStaffT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const seesDepartments = useCan('edit', 'departments');
  const seesStaff = useCan('edit', 'staff');
  const [monday, setMonday] = useState(() => mondayOf(dayOf(new Date())));
  return (
    <div className="ros-page">
      <PageHeader title={t('schedule.title')} description={t('schedule.subtitle')} />
      <ButtonGroup style={{ marginBottom: 12 }}>
        <Button
          icon="chevron-left"
          aria-label={t('schedule.previousWeek')}
          onClick={() => setMonday(addDays(monday, -7))}
        />
        <Button text={t('schedule.thisWeek')} onClick={() => setMonday(mondayOf(dayOf(new Date())))} />
        <Button
          icon="chevron-right"
          aria-label={t('schedule.nextWeek')}
          onClick={() => setMonday(addDays(monday, 7))}
        />
      </ButtonGroup>
      <span style={{ marginLeft: 12 }} data-testid="week-range">
        {t('schedule.week', { from: monday, to: addDays(monday, 6) })}
      </span>
      {rid &&
        (seesDepartments || seesStaff ? (
          <WeekGrid rid={rid} monday={monday} />
        ) : (
          <MyShifts rid={rid} monday={monday} />
        ))}
      {rid && (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(380px, 1fr))',
            gap: 16,
            marginTop: 16,
          }}
        >
          <TimeOffCard rid={rid} />
          <AvailabilityCard rid={rid} />
        </div>
      )}
    </div>
  );
}

function MyShifts({ rid, monday }: { rid: string; monday: string }) {
  const t = useStaffT();
  const shifts = useListShiftsQuery({ rid, from: monday, to: addDays(monday, 6), mine: true }).data?.data ?? NO_SHIFTS;
  return (
    <Card data-testid="my-shifts" style={{ marginTop: 12 }}>
      <H4>{t('schedule.myShifts')}</H4>
      {shifts.length === 0 ? (
        <p>{t('schedule.noShifts')}</p>
      ) : (
        <HTMLTable compact striped aria-label={t('schedule.myShifts')}>
          <tbody>
            {shifts.map((s) => (
              <tr key={s.id}>
                <td>
                  {new Date(s.startsAt).toLocaleDateString([], { weekday: 'long', day: 'numeric', month: 'short' })}
                </td>
                <td>
                  {timeOf(s.startsAt)}–{timeOf(s.endsAt)}
                </td>
                <td>{s.notes}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}

function WeekGrid({ rid, monday }: { rid: string; monday: string }) {
  const t = useStaffT();
  const [departmentId, setDepartmentId] = useState('');
  const days = weekDays(monday);
  const shifts =
    useListShiftsQuery({ rid, from: monday, to: days[6]!, ...(departmentId ? { departmentId } : {}) }).data?.data ??
    NO_SHIFTS;
  const departments = useListDepartmentsQuery(rid).data?.data ?? [];
  const allMembers = useListMembersQuery({ rid, query: { perPage: 100, ...(departmentId ? { departmentId } : {}) } })
    .data?.data;
  const members = useMemo(() => (allMembers ?? []).filter((m) => m.status === 'active'), [allMembers]);
  const [editing, setEditing] = useState<Shift | { memberId: string; day: string; departmentId: string | null } | null>(
    null,
  );
  const [save] = useSaveShiftMutation();
  const [copy] = useCopyWeekMutation();
  const [publish, { isLoading: publishing }] = usePublishShiftsMutation();
  const drafts = shifts.filter((s) => !s.publishedAt).length;
  const cell = (memberId: string, day: string) =>
    shifts.filter((s) => s.memberId === memberId && dayOf(new Date(s.startsAt)) === day);
  /** A shift dropped on another day or member keeps its hours. */
  const move = (shiftId: string, memberId: string, day: string) => {
    const s = shifts.find((x) => x.id === shiftId);
    if (!s || (s.memberId === memberId && dayOf(new Date(s.startsAt)) === day)) return;
    const length = new Date(s.endsAt).getTime() - new Date(s.startsAt).getTime();
    const startsAt = instant(day, timeOf(s.startsAt));
    save({ rid, id: s.id, memberId, startsAt, endsAt: new Date(new Date(startsAt).getTime() + length).toISOString() })
      .unwrap()
      .catch(toastError);
  };
  return (
    <Card style={{ marginTop: 12, overflowX: 'auto' }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginBottom: 12 }}>
        <HTMLSelect
          aria-label={t('schedule.department')}
          value={departmentId}
          onChange={(e) => setDepartmentId(e.currentTarget.value)}
          options={[
            { value: '', label: t('sheet.allDepartments') },
            ...departments.map((d) => ({ value: d.id, label: d.name })),
          ]}
        />
        <Button
          icon="duplicate"
          text={t('schedule.copyLastWeek')}
          onClick={() =>
            copy({ rid, fromWeek: addDays(monday, -7), toWeek: monday, ...(departmentId ? { departmentId } : {}) })
              .unwrap()
              .then(() => toastSuccess(t('schedule.copied')), toastError)
          }
        />
        <Button
          intent="primary"
          icon="send-message"
          loading={publishing}
          disabled={drafts === 0}
          text={t('schedule.publish', { count: drafts })}
          onClick={() =>
            publish({ rid, from: monday, to: days[6]!, ...(departmentId ? { departmentId } : {}) })
              .unwrap()
              .then((r) => toastSuccess(t('schedule.published', { count: r.published })), toastError)
          }
        />
      </div>
      <HTMLTable
        bordered
        compact
        style={{ width: '100%', tableLayout: 'fixed' }}
        aria-label={t('schedule.title')}
        data-testid="schedule-grid"
      >
        <thead>
          <tr>
            <th style={{ width: 160 }}>{t('schedule.member')}</th>
            {days.map((d) => (
              <th key={d}>{new Date(`${d}T12:00:00`).toLocaleDateString([], { weekday: 'short', day: 'numeric' })}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {members.map((m) => {
            const name = m.fullName ?? m.email;
            return (
              <tr key={m.id}>
                <th scope="row">{name}</th>
                {days.map((d) => (
                  <td
                    key={d}
                    style={{ verticalAlign: 'top', minHeight: 48 }}
                    onDragOver={(e) => e.preventDefault()}
                    onDrop={(e) => move(e.dataTransfer.getData('text/shift'), m.id, d)}
                  >
                    {cell(m.id, d).map((s) => (
                      <Tag
                        key={s.id}
                        interactive
                        draggable
                        intent={s.publishedAt ? 'primary' : 'none'}
                        minimal={!s.publishedAt}
                        style={{ display: 'flex', marginBottom: 4 }}
                        onDragStart={(e) => e.dataTransfer.setData('text/shift', s.id)}
                        onClick={() => setEditing(s)}
                        aria-label={t('schedule.shiftOf', { name, from: timeOf(s.startsAt), to: timeOf(s.endsAt) })}
                      >
                        {timeOf(s.startsAt)}–{timeOf(s.endsAt)}
                        {!s.publishedAt && <> · {t('schedule.draft')}</>}
                        {s.warnings.map((w) => (
                          <Tooltip key={w} content={t(`schedule.warnings.${w}`)}>
                            <Icon
                              icon="warning-sign"
                              intent="warning"
                              size={12}
                              style={{ marginLeft: 4 }}
                              aria-label={t(`schedule.warnings.${w}`)}
                            />
                          </Tooltip>
                        ))}
                      </Tag>
                    ))}
                    <Button
                      small
                      variant="minimal"
                      icon="plus"
                      aria-label={t('schedule.addFor', { name, day: d })}
                      onClick={() =>
                        setEditing({ memberId: m.id, day: d, departmentId: departmentId || m.departmentId })
                      }
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {editing && (
        <ShiftDialog
          rid={rid}
          members={members}
          departments={departments}
          shift={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
