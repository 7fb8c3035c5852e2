import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { GUEST_POST_KINDS, type GuestPost } from '@ros/shared-events';
import { useState } from 'react';
import { toastSuccess } from '../../../app/toaster';
import { ImageUploadField } from '../../../components/ImageUploadField';
import { PostEditor } from '../../../components/PostEditor';
import { useFormErrors } from '../../../components/useFormErrors';
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
  const { errors, field, run } = useFormErrors();
  const [save, { isLoading }] = useSaveGuestPostMutation();

  const submit = () =>
    run(async () => {
      const saved = await save({ rid, id: post?.id, body: { kind, title, body, imageUrl, startsOn, endsOn } }).unwrap();
      void toastSuccess(t('saved', { title: saved.title }));
      onClose();
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
        <PostEditor
          id="guest-post-body"
          label={t('fields.body')}
          restaurantId={rid}
          format="text"
          rows={3}
          value={body}
          onChange={setBody}
          error={errors.body}
        />
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
        <ImageUploadField
          id="guest-post-image"
          label={t('fields.image')}
          restaurantId={rid}
          value={imageUrl}
          onChange={setImage}
          alt={t('fields.imagePreview')}
          error={errors.imageUrl}
          onUploading={setUploading}
        />
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
