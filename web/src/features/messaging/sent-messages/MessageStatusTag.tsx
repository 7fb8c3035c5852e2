import { Intent, Tag } from '@blueprintjs/core';
import type { MessageStatus } from '@ros/shared-events';
import { useMessagesT } from './i18n';

const INTENT: Record<MessageStatus, Intent> = {
  queued: Intent.NONE,
  sent: Intent.SUCCESS,
  failed: Intent.DANGER,
  kept: Intent.PRIMARY,
};

/** A message's status: queued, sent, failed (for good) or kept in the app (no provider). */
export function MessageStatusTag({ status }: { status: MessageStatus }) {
  const t = useMessagesT();
  return (
    <Tag minimal intent={INTENT[status]} title={t(`statusHints.${status}`)}>
      {t(`statuses.${status}`)}
    </Tag>
  );
}
