import type { ChatChannel } from '@ros/shared-events';
import type { useChatT } from './i18n';

/** A channel as people call it: everyone, the pass, the department's or the colleague's name. */
export function channelName(t: ReturnType<typeof useChatT>, channel: ChatChannel): string {
  if (channel.kind === 'everyone') return t('channel.everyone');
  if (channel.kind === 'pass') return t('channel.pass');
  return channel.name || t('channel.former');
}
