import { skipToken } from '@reduxjs/toolkit/query/react';
import { useListChatChannelsQuery, useListChatMessagesQuery, useListChatPeopleQuery } from './chat.api';

/** The pass channel (kitchen ↔ floor) of the restaurant, its newest `limit` messages (live) and the people to mention. */
export function usePassChannel(rid: string | null, limit: number) {
  const { data: channels } = useListChatChannelsQuery(rid ?? skipToken);
  const pass = channels?.data.find((c) => c.kind === 'pass');
  const { data: page } = useListChatMessagesQuery(rid && pass ? { rid, channelId: pass.id, limit } : skipToken);
  const { data: people } = useListChatPeopleQuery(rid ?? skipToken);
  return { pass, messages: page?.data ?? [], people: people?.data ?? [] };
}
