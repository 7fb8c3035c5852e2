import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import { GUEST_POST_KINDS, routes, type GuestPost } from '@ros/shared-events';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { urlOf } from '../../../api/operation';
import { uploadImage } from '../../../api/upload';
import { toastError, toastSuccess } from '../../../app/toaster';
import { useSaveGuestPostMutation } from './guest-posts.api';
import { useGuestPostsT } from './i18n';

type Kind = (typeof GUEST_POST_KINDS)[number];

/** Putting a special or event on the guest menu, or changing one: picture, title, text, first and last day. */
export function GuestPostDialog({ rid, post, onClose }: { rid: string; post: GuestPost | null; onClose: () => void }) {
  const t = useGuestPostsT();
  const [kind, setKind] = useState<Kind>(post?.kind ?? 'special');
  const [title, setTitle] = useState(post?.title ?? '');
  const [body, setBody] = useState(post?.body ?? '');
  const [startsOn, setStartsOn] = useState(post?.startsOn ?? '');
  const [endsOn, setEndsOn] = useState(post?.endsOn ?? '');
  const [imageUrl, setImage] = useState<string | null>(post?.imageUrl ?? null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useSaveGuestPostMutation();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      setImage(await uploadImage(urlOf(routes.storeImage, { restaurantId: rid }), file));
    } catch (error) {
      void toastError(error);
    } finally {
      setUploading(false);
    }
  };
  const submit = async () => {
    try {
      const saved = await save({ rid, id: post?.id, body: { kind, title, body, imageUrl, startsOn, endsOn } }).unwrap();
      void toastSuccess(t('saved', { title: saved.title }));
      onClose();
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length) setErrors(fields);
      else void toastError(error);
    }
  };
  const field = (name: string) => ({
    intent: errors[name] ? ('danger' as const) : undefined,
    helperText: errors[name],
  });

  return (
    <Dialog isOpen onClose={onClose} title={t(post ? 'editTitle' : 'newTitle')} style={{ width: 560 }}>
      <DialogBody>
        <FormGroup label={t('fields.kind')} labelFor="guest-post-kind">
          <HTMLSelect
            id="guest-post-kind"
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as Kind)}
            options={GUEST_POST_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
        </FormGroup>
        <FormGroup label={t('fields.title')} labelFor="guest-post-title" {...field('title')}>
          <InputGroup id="guest-post-title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={t('fields.body')} labelFor="guest-post-body" {...field('body')}>
          <TextArea id="guest-post-body" fill rows={3} value={body} onChange={(e) => setBody(e.currentTarget.value)} />
        </FormGroup>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup label={t('fields.startsOn')} labelFor="guest-post-starts" {...field('startsOn')}>
            <InputGroup
              id="guest-post-starts"
              type="date"
              value={startsOn}
              onChange={(e) => setStartsOn(e.currentTarget.value)}
            />
          </FormGroup>
          <FormGroup label={t('fields.endsOn')} labelFor="guest-post-ends" {...field('endsOn')}>
            <InputGroup
              id="guest-post-ends"
              type="date"
              value={endsOn}
              onChange={(e) => setEndsOn(e.currentTarget.value)}
            />
          </FormGroup>
        </div>
        <FormGroup label={t('fields.image')} labelFor="guest-post-image" {...field('imageUrl')}>
          <FileInput
            inputProps={{ id: 'guest-post-image', accept: 'image/jpeg,image/png,image/webp' }}
            text={imageUrl ? t('fields.imageChosen') : t('fields.imageNone')}
            disabled={uploading}
            onInputChange={(e) => void upload(e.currentTarget.files?.[0])}
          />
          {imageUrl && (
            <img
              src={imageUrl}
              alt={t('fields.imagePreview')}
              style={{ display: 'block', marginTop: 8, maxWidth: 160 }}
            />
          )}
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel')} onClick={onClose} />
            <Button intent="primary" text={t('save')} loading={isLoading || uploading} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}
