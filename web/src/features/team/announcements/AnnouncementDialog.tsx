import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_CATEGORIES, type Announcement } from '@ros/shared-events';
import { useState } from 'react';
import { useListDepartmentsQuery } from '../../../api/departments.api';
import { toastSuccess } from '../../../app/toaster';
import { ImageUploadField } from '../../../components/ImageUploadField';
import { PostEditor } from '../../../components/PostEditor';
import { useFormErrors } from '../../../components/useFormErrors';
import { useRoles } from '../../identity/settings';
import { useTeamT } from './i18n';
import { useSaveAnnouncementMutation } from './announcements.api';

type Audience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
type Category = (typeof ANNOUNCEMENT_CATEGORIES)[number];

/** Writing or changing a post: title, category, audience, pinned, Markdown body and a cover picture. */
export function AnnouncementDialog({
  rid,
  post,
  onClose,
}: {
  rid: string;
  post: Announcement | null;
  onClose: () => void;
}) {
  const t = useTeamT();
  const [title, setTitle] = useState(post?.title ?? '');
  const [category, setCategory] = useState<Category>(post?.category ?? 'announcement');
  const [audience, setAudience] = useState<Audience>(post?.audience.kind ?? 'all');
  const [departmentId, setDepartmentId] = useState(post?.audience.departmentId ?? '');
  const [roleId, setRoleId] = useState(post?.audience.roleId ?? '');
  const [pinned, setPinned] = useState(post?.pinned ?? false);
  const [bodyMarkdown, setBody] = useState(post?.bodyMarkdown ?? '');
  const [coverImageUrl, setCover] = useState<string | null>(post?.coverImageUrl ?? null);
  const [uploading, setUploading] = useState(false);
  const { errors, field, run } = useFormErrors();
  const departments = useListDepartmentsQuery(rid).data?.data ?? [];
  const roles = useRoles(rid).roles ?? [];
  const [save, { isLoading }] = useSaveAnnouncementMutation();

  const submit = () =>
    run(async () => {
      const body = {
        title,
        category,
        bodyMarkdown,
        coverImageUrl,
        pinned,
        audience,
        departmentId: audience === 'department' ? departmentId || null : null,
        roleId: audience === 'role' ? roleId || null : null,
      };
      const saved = await save({ rid, id: post?.id, body }).unwrap();
      void toastSuccess(t(post ? 'saved' : 'published', { title: saved.title }));
      onClose();
    });

  return (
    <Dialog isOpen onClose={onClose} title={t(post ? 'editTitle' : 'newTitle')} style={{ width: 640 }}>
      <DialogBody>
        <FormGroup label={t('fields.title')} labelFor="announcement-title" {...field('title')}>
          <InputGroup id="announcement-title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        </FormGroup>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <FormGroup label={t('fields.category')} labelFor="announcement-category">
            <HTMLSelect
              id="announcement-category"
              value={category}
              onChange={(e) => setCategory(e.currentTarget.value as Category)}
              options={ANNOUNCEMENT_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            />
          </FormGroup>
          <FormGroup label={t('fields.audience')} labelFor="announcement-audience">
            <HTMLSelect
              id="announcement-audience"
              value={audience}
              onChange={(e) => setAudience(e.currentTarget.value as Audience)}
              options={ANNOUNCEMENT_AUDIENCES.map((a) => ({ value: a, label: t(`audiences.${a}`) }))}
            />
          </FormGroup>
          {audience === 'department' && (
            <FormGroup label={t('fields.department')} labelFor="announcement-department" {...field('departmentId')}>
              <HTMLSelect
                id="announcement-department"
                value={departmentId}
                onChange={(e) => setDepartmentId(e.currentTarget.value)}
                options={[
                  { value: '', label: t('choose') },
                  ...departments.map((d) => ({ value: d.id, label: d.name })),
                ]}
              />
            </FormGroup>
          )}
          {audience === 'role' && (
            <FormGroup label={t('fields.role')} labelFor="announcement-role" {...field('roleId')}>
              <HTMLSelect
                id="announcement-role"
                value={roleId}
                onChange={(e) => setRoleId(e.currentTarget.value)}
                options={[{ value: '', label: t('choose') }, ...roles.map((r) => ({ value: r.id, label: r.name }))]}
              />
            </FormGroup>
          )}
        </div>
        <Switch label={t('fields.pinned')} checked={pinned} onChange={(e) => setPinned(e.currentTarget.checked)} />
        <PostEditor
          id="announcement-body"
          label={t('fields.body')}
          restaurantId={rid}
          format="markdown"
          rows={10}
          value={bodyMarkdown}
          onChange={setBody}
          error={errors.bodyMarkdown}
          helper={t('fields.bodyHelp')}
          onUploading={setUploading}
        />
        <ImageUploadField
          id="announcement-cover"
          label={t('fields.cover')}
          restaurantId={rid}
          value={coverImageUrl}
          onChange={setCover}
          alt={t('fields.cover')}
          error={errors.coverImageUrl}
          onUploading={setUploading}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t(post ? 'save' : 'publish')}
              loading={isLoading || uploading}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
