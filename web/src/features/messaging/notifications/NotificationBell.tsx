import { Button, Classes, Menu, MenuDivider, MenuItem, NonIdealState, PopoverNext, Tag } from '@blueprintjs/core';
import type { Notification } from '@ros/shared-events';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store/hooks';
import {
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from './notifications.api';

const KIND_ICONS: Record<
  Notification['kind'],
  'box' | 'print' | 'dollar' | 'calendar' | 'time' | 'hand' | 'temperature' | 'warning-sign' | 'chat' | 'announcement'
> = {
  low_stock: 'box',
  printer_down: 'print',
  bill_past_due: 'dollar',
  time_off_request: 'calendar',
  shift_change: 'time',
  guest_call: 'hand',
  checklist_out_of_range: 'temperature',
  checklist_overdue: 'warning-sign',
  chat_mention: 'chat',
  announcement: 'announcement',
  webhook_disabled: 'warning-sign',
  subscription_payment: 'dollar',
};

/**
 * The bell in the top bar: how many of the member's notifications are unread (it survives a reload:
 * the server counts), and the newest of them; one opens its page and is marked read. New ones arrive
 * live (`notification.created` reaches only its recipient and refreshes the list).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rid = useAppSelector(selectCurrentRestaurantId);
  const { data } = useListNotificationsQuery(rid ?? skipToken);
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead] = useMarkAllNotificationsReadMutation();
  if (!rid) return null;
  const unread = data?.unread ?? 0;
  const items = data?.data ?? [];
  const label = unread ? t('bell.labelUnread', { count: unread }) : t('bell.label');

  const open = (n: Notification) => {
    if (!n.readAt) void markRead({ rid, id: n.id });
    if (n.link) navigate(n.link);
  };

  const panel = (
    <div role="dialog" aria-label={t('bell.title')} style={{ width: 360, maxHeight: 480, overflowY: 'auto' }}>
      <Menu>
        <MenuDivider title={t('bell.title')} />
        {items.length === 0 && <NonIdealState icon="notifications" title={t('bell.empty')} />}
        {items.map((n) => (
          <MenuItem
            key={n.id}
            icon={KIND_ICONS[n.kind]}
            multiline
            active={!n.readAt}
            aria-label={n.readAt ? n.title : t('bell.unreadItem', { title: n.title })}
            text={
              <>
                <div style={{ fontWeight: n.readAt ? 'normal' : 600 }}>{n.title}</div>
                {n.body && <div className={Classes.TEXT_MUTED}>{n.body}</div>}
                <div className={Classes.TEXT_SMALL}>{new Date(n.createdAt).toLocaleString()}</div>
              </>
            }
            onClick={() => open(n)}
          />
        ))}
        {unread > 0 && (
          <>
            <MenuDivider />
            <MenuItem icon="tick" text={t('bell.markAll')} onClick={() => void markAllRead(rid)} />
          </>
        )}
      </Menu>
    </div>
  );

  return (
    <PopoverNext content={panel} placement="bottom-end" arrow={false} animation="minimal">
      <Button variant="minimal" icon="notifications" aria-label={label} data-testid="notification-bell">
        {unread > 0 && (
          <Tag intent="danger" round>
            {unread}
          </Tag>
        )}
      </Button>
    </PopoverNext>
  );
}
