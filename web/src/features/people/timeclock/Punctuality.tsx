import { Tag } from '@blueprintjs/core';
import type { TimePunch } from '@ros/shared-events';
import { useStaffT } from '../../../app/i18n/staff';

/** Minutes either side of the shift's start that still count as on time. */
const GRACE_MINUTES = 5;

/** How a clock-in compares with the member's published shift: late, early or on time. */
export function Punctuality({ punch }: { punch: Pick<TimePunch, 'lateMinutes'> }) {
  const t = useStaffT();
  const m = punch.lateMinutes;
  if (m === null) return <>{t('punch.unscheduled')}</>;
  if (m > GRACE_MINUTES)
    return (
      <Tag minimal intent="warning">
        {t('punch.late', { count: m })}
      </Tag>
    );
  if (m < -GRACE_MINUTES) return <Tag minimal>{t('punch.early', { count: -m })}</Tag>;
  return (
    <Tag minimal intent="success">
      {t('punch.onTime')}
    </Tag>
  );
}
