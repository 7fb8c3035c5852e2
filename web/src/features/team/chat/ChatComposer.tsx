import { Button, FileInput, FormGroup, TextArea } from '@blueprintjs/core';
import type { ChatPerson } from '@ros/shared-events';
import { useId, useState, type KeyboardEvent } from 'react';
import { toastError } from '../../../app/toaster';
import { uploadImage } from '../../../api/upload';
import { chatImageUrl, usePostChatMessageMutation } from './chat.api';
import { useChatT } from './i18n';

interface Props {
  rid: string;
  channelId: string;
  people: readonly ChatPerson[];
  /** The order the message is about (the POS's "message the kitchen"). */
  orderId?: string;
  onSent?: () => void;
}

/** The colleagues `@Name` mentions in a text (whole names, any case). */
function mentionsIn(text: string, people: readonly ChatPerson[]): string[] {
  const lower = text.toLowerCase();
  return people.filter((p) => lower.includes(`@${p.name.toLowerCase()}`)).map((p) => p.memberId);
}

/** Writing a message: text with @mentions, an optional image; Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ rid, channelId, people, orderId, onSent }: Props) {
  const t = useChatT();
  const textId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [post, { isLoading }] = usePostChatMessageMutation();
  const canSend = (text.trim().length > 0 || !!imageUrl) && !uploading;

  const handleSend = () => {
    if (!canSend) return;
    post({
      rid,
      channelId,
      body: { body: text, imageUrl, orderId: orderId ?? null, mentions: mentionsIn(text, people) },
    })
      .unwrap()
      .then(() => {
        setText('');
        setImageUrl(null);
        onSent?.();
      }, toastError);
  };
  const handleKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      handleSend();
    }
  };
  const handleFile = (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    uploadImage(chatImageUrl(rid), file)
      .then(setImageUrl, toastError)
      .finally(() => setUploading(false));
  };

  return (
    <div className="ros-chat-composer">
      <FormGroup label={t('composer.label')} labelFor={textId} helperText={t('composer.help')}>
        <TextArea
          id={textId}
          fill
          autoResize
          value={text}
          maxLength={2000}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={handleKey}
        />
      </FormGroup>
      <div className="ros-chat-composer-actions">
        <FormGroup label={t('composer.image')} labelFor={fileId} inline>
          <FileInput
            inputProps={{ id: fileId, accept: 'image/jpeg,image/png,image/webp' }}
            text={imageUrl ? t('composer.imageAttached') : t('composer.chooseImage')}
            onInputChange={(e) => handleFile((e.target as HTMLInputElement).files?.[0])}
            disabled={uploading}
          />
        </FormGroup>
        <Button
          intent="primary"
          icon="send-message"
          text={t('composer.send')}
          loading={isLoading}
          disabled={!canSend}
          onClick={handleSend}
        />
      </div>
    </div>
  );
}
