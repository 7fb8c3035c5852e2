import { Button, Callout, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store/hooks';
import { ChatComposer } from './ChatComposer';
import { useChatT } from './i18n';
import './chat.css';
import { usePassChannel } from './usePassChannel';

/**
 * On the KDS: the pass channel's newest message as a banner (live), with a reply box; dismissing
 * it hides that message until a newer one comes.
 */
export function KitchenChatBanner() {
  const t = useChatT();
  const rid = useAppSelector(selectCurrentRestaurantId);
  const { pass, messages, people } = usePassChannel(rid, 1);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [replying, setReplying] = useState(false);
  const newest = messages[0];
  if (!rid || !pass || !newest || newest.deletedAt || newest.id === dismissed) return null;
  return (
    <Callout
      className="ros-kitchen-chat-banner"
      intent="primary"
      icon="chat"
      role="status"
      aria-label={t('kitchen.banner')}
      title={newest.author.name}
    >
      {newest.order && <Tag minimal>{t('message.order', { number: newest.order.number })}</Tag>} {newest.body}
      <div>
        <Button variant="minimal" icon="comment" text={t('kitchen.reply')} onClick={() => setReplying((r) => !r)} />
        <Button variant="minimal" icon="cross" text={t('kitchen.dismiss')} onClick={() => setDismissed(newest.id)} />
      </div>
      {replying && (
        <ChatComposer
          rid={rid}
          channelId={pass.id}
          people={people}
          orderId={newest.order?.id}
          onSent={() => setReplying(false)}
        />
      )}
    </Callout>
  );
}
