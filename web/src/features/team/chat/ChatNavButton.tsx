import { Button, Tag, Tooltip } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store/hooks';
import { useListChatChannelsQuery } from './chat.api';

export const CHAT_PAGE = '/apps/chat';

/** In the top bar: the team chat, with how many messages wait unread in one's channels (live). */
export function ChatNavButton() {
  // A shell string (layout.chat): the top bar loads before any area's strings.
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rid = useAppSelector(selectCurrentRestaurantId);
  const { data } = useListChatChannelsQuery(rid ?? skipToken);
  const unread = (data?.data ?? []).reduce((sum, c) => sum + c.unread, 0);
  const label = t('layout.chat', { count: unread });
  if (!rid) return null;
  return (
    <Tooltip content={label}>
      <Button variant="minimal" icon="chat" aria-label={label} onClick={() => navigate(CHAT_PAGE)}>
        {unread > 0 && (
          <Tag intent="primary" round data-testid="chat-unread">
            {unread}
          </Tag>
        )}
      </Button>
    </Tooltip>
  );
}
