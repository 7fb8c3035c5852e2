import { PageHeader } from '../../../components/PageHeader';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { useStaffT } from '../../../app/i18n/staff';
import { OnNowCard } from './OnNowCard';
import { PinClock } from './PinClock';
import { TerminalsCard } from './TerminalsCard';
import { TimesheetCard } from './TimesheetCard';
import { TipsCard } from './TipsCard';
import { LabourCard } from './LabourCard';

/** The time clock: PIN punches on a shared terminal; for managers, who is on now and the timesheets. */
export default function TimeClockPage() {
  const t = useStaffT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const seesStaff = useCan('view', 'staff');
  const seesDepartments = useCan('view', 'departments');
  const canSee = seesStaff || seesDepartments;
  return (
    <div className="ros-page">
      <PageHeader title={t('clock.pageTitle')} description={t('clock.subtitle')} />
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', marginBottom: 16 }}>
        {rid && <PinClock rid={rid} />}
        {rid && canSee && <OnNowCard rid={rid} />}
        {rid && seesStaff && <TerminalsCard rid={rid} />}
      </div>
      {rid && canSee && <TimesheetCard rid={rid} />}
      {rid && canSee && (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))',
            gap: 16,
            marginTop: 16,
          }}
        >
          <TipsCard rid={rid} />
          <LabourCard rid={rid} />
        </div>
      )}
    </div>
  );
}
