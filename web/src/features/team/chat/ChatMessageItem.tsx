import { Button, Classes, FormGroup, Tag, TextArea } from '@blueprintjs/core';
import type { ChatMessage } from '@ros/shared-events';
import { useId, useState } from 'react';
import { toastError } from '../../../app/toaster';
import { useChatT } from './i18n';
import { useDeleteChatMessageMutation, useEditChatMessageMutation } from './chat.api';

interface Props {
  rid: string;
  message: ChatMessage;
  isOwn: boolean;
}

/** One message: its author and time, text, image and order; its author may edit or delete it. */
export function ChatMessageItem({ rid, message, isOwn }: Props) {
  const t = useChatT();
  const editId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [edit, { isLoading: saving }] = useEditChatMessageMutation();
  const [remove] = useDeleteChatMessageMutation();
  const time = new Date(message.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  const handleSave = () => {
    if (editing === null) return;
    edit({ rid, id: message.id, body: editing })
      .unwrap()
      .then(() => setEditing(null), toastError);
  };
  return (
    <li className="ros-chat-message" aria-label={t('message.label', { name: message.author.name, time })}>
      <div className="ros-chat-message-head">
        <strong>{message.author.name}</strong>
        <span className={Classes.TEXT_MUTED}>{time}</span>
        {message.editedAt && !message.deletedAt && <span className={Classes.TEXT_MUTED}>{t('message.edited')}</span>}
        {message.order && (
          <Tag minimal icon="shopping-cart">
            {t('message.order', { number: message.order.number })}
          </Tag>
        )}
        {isOwn && !message.deletedAt && editing === null && (
          <span className="ros-chat-message-actions">
            <Button
              size="small"
              variant="minimal"
              icon="edit"
              aria-label={t('message.edit')}
              onClick={() => setEditing(message.body)}
            />
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              intent="danger"
              aria-label={t('message.delete')}
              onClick={() => remove({ rid, id: message.id }).unwrap().catch(toastError)}
            />
          </span>
        )}
      </div>
      {message.deletedAt ? (
        <p className={Classes.TEXT_MUTED}>{t('message.deleted')}</p>
      ) : editing !== null ? (
        <div>
          <FormGroup label={t('message.editLabel')} labelFor={editId}>
            <TextArea id={editId} fill value={editing} maxLength={2000} onChange={(e) => setEditing(e.target.value)} />
          </FormGroup>
          <Button size="small" intent="primary" text={t('message.save')} loading={saving} onClick={handleSave} />
          <Button size="small" variant="minimal" text={t('message.cancel')} onClick={() => setEditing(null)} />
        </div>
      ) : (
        <>
          {message.body && <p className="ros-chat-message-body">{message.body}</p>}
          {message.imageUrl && (
            <a href={message.imageUrl} target="_blank" rel="noreferrer">
              <img
                src={message.imageUrl.replace(/\.webp$/, '_thumb.webp')}
                alt={t('message.image', { name: message.author.name })}
                className="ros-chat-image"
              />
            </a>
          )}
        </>
      )}
    </li>
  );
}
