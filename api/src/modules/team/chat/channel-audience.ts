import type { ChatChannel, ChatChannelKind } from '@ros/shared-events';
import type { ChannelRow, ChatPerson } from './chat.repo';

/**
 * Who is in a channel now, from the active roster: everyone; the pass (whoever may view orders or
 * the kitchen); a department's members and its manager; a direct channel's two members.
 */
export function audienceOf(channel: ChannelRow, roster: readonly ChatPerson[]): ChatPerson[] {
  switch (channel.kind as ChatChannelKind) {
    case 'everyone':
      return [...roster];
    case 'pass':
      return roster.filter((p) => p.worksThePass);
    case 'department':
      return roster.filter((p) => p.departmentId === channel.department_id || p.memberId === channel.manager_member_id);
    case 'direct':
      return roster.filter((p) => p.memberId === channel.member_a_id || p.memberId === channel.member_b_id);
  }
}

/** The channel as the caller sees it (`unread` and `lastPosition` from the counts). */
export function channelView(
  channel: ChannelRow,
  me: string,
  roster: readonly ChatPerson[],
  counts?: { unread: number; last_position: number },
): ChatChannel {
  const peerId = channel.member_a_id === me ? channel.member_b_id : channel.member_a_id;
  const peer = channel.kind === 'direct' ? (roster.find((p) => p.memberId === peerId) ?? null) : null;
  return {
    id: channel.id,
    kind: channel.kind as ChatChannelKind,
    name: channel.department_name ?? peer?.name ?? '',
    departmentId: channel.department_id,
    peer: peer && { memberId: peer.memberId, userId: peer.userId, name: peer.name },
    unread: counts?.unread ?? 0,
    lastPosition: Number(counts?.last_position ?? 0),
  };
}
