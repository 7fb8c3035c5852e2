import { Button, Callout, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ChatChannel, ChatMessage, ChatPerson } from '@ros/shared-events';
import { useEffect, useMemo, useState } from 'react';
import { toastError } from '../../../app/toaster';
import { useLazyListChatMessagesQuery, useListChatMessagesQuery, useMarkChatReadMutation } from './chat.api';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { channelName } from './channelName';
import { useChatT } from './i18n';

const PAGE = 30;

interface Props {
  rid: string;
  channel: ChatChannel;
  userId: string;
  people: readonly ChatPerson[];
}

/**
 * One channel: its newest page live (refetched on every `chat.*` event), older pages loaded on
 * demand backwards, and the read cursor moved to the newest message it shows.
 */
export function ChatChannelView({ rid, channel, userId, people }: Props) {
  const t = useChatT();
  const { data, isLoading, error } = useListChatMessagesQuery({ rid, channelId: channel.id, limit: PAGE });
  const [loadOlder, { isFetching: loadingOlder }] = useLazyListChatMessagesQuery();
  const [older, setOlder] = useState<{ messages: ChatMessage[]; hasMore: boolean } | null>(null);
  const [markRead] = useMarkChatReadMutation();

  const newest = data?.data[0]?.position ?? 0;
  useEffect(() => {
    if (channel.unread > 0 && newest > 0) void markRead({ rid, channelId: channel.id, position: newest });
  }, [channel.id, channel.unread, markRead, newest, rid]);

  // Oldest first on screen; a message in both the live page and an older one shows once (the live copy).
  const messages = useMemo(() => {
    const latest = data?.data ?? [];
    const seen = new Set(latest.map((m) => m.id));
    return [...(older?.messages ?? []).filter((m) => !seen.has(m.id)), ...latest].sort(
      (a, b) => a.position - b.position,
    );
  }, [data, older]);
  const hasMore = older ? older.hasMore : (data?.hasMore ?? false);

  const handleOlder = () => {
    const before = messages[0]?.position;
    if (!before) return;
    loadOlder({ rid, channelId: channel.id, before, limit: PAGE })
      .unwrap()
      .then(
        (page) => setOlder({ messages: [...page.data, ...(older?.messages ?? [])], hasMore: page.hasMore }),
        toastError,
      );
  };

  return (
    <section className="ros-chat-channel" aria-label={channelName(t, channel)}>
      <H4>{channelName(t, channel)}</H4>
      {error ? (
        <Callout intent="danger">{t('history.error')}</Callout>
      ) : isLoading ? (
        <Spinner size={24} />
      ) : (
        <>
          {hasMore && (
            <Button
              variant="minimal"
              icon="history"
              text={t('history.older')}
              loading={loadingOlder}
              onClick={handleOlder}
            />
          )}
          {messages.length === 0 ? (
            <NonIdealState icon="chat" title={t('history.empty')} />
          ) : (
            <ol className="ros-chat-messages" aria-label={t('history.label')}>
              {messages.map((m) => (
                <ChatMessageItem key={m.id} rid={rid} message={m} isOwn={m.author.userId === userId} />
              ))}
            </ol>
          )}
        </>
      )}
      <ChatComposer rid={rid} channelId={channel.id} people={people} />
    </section>
  );
}
