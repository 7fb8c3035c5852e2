import { Button, Classes, Dialog, DialogBody } from '@blueprintjs/core';
import { useState } from 'react';
import { selectCurrentRestaurantId, selectUser } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store/hooks';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { useChatT } from './i18n';
import './chat.css';
import { usePassChannel } from './usePassChannel';

/**
 * The POS's "message the kitchen" on an order: the pass channel's latest messages (live, so the
 * kitchen's answer shows here) and a composer that links the order to what is sent.
 */
export function MessageKitchenButton({ orderId, orderNumber }: { orderId: string; orderNumber: number }) {
  const t = useChatT();
  const [open, setOpen] = useState(false);
  const rid = useAppSelector(selectCurrentRestaurantId);
  const user = useAppSelector(selectUser);
  const { pass, messages, people } = usePassChannel(open ? rid : null, 8);
  return (
    <>
      <Button large icon="chat" text={t('kitchen.message')} onClick={() => setOpen(true)} />
      <Dialog
        isOpen={open}
        onClose={() => setOpen(false)}
        title={t('kitchen.dialogTitle', { number: orderNumber })}
        aria-label={t('kitchen.dialogTitle', { number: orderNumber })}
      >
        <DialogBody>
          {messages.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>{t('history.empty')}</p>
          ) : (
            <ol className="ros-chat-messages" aria-label={t('channel.pass')}>
              {[...messages].reverse().map((m) => (
                <ChatMessageItem key={m.id} rid={rid!} message={m} isOwn={m.author.userId === user?.id} />
              ))}
            </ol>
          )}
          {rid && pass && <ChatComposer rid={rid} channelId={pass.id} people={people} orderId={orderId} />}
        </DialogBody>
      </Dialog>
    </>
  );
}
