import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_CATEGORIES, routes, type Announcement } from '@ros/shared-events';
import { useState } from 'react';
import { useListDepartmentsQuery } from '../../../api/departments.api';
import { fieldErrors } from '../../../api/errors';
import { urlOf } from '../../../api/operation';
import { uploadImage } from '../../../api/upload';
import { toastError, toastSuccess } from '../../../app/toaster';
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const departments = useListDepartmentsQuery(rid).data?.data ?? [];
  const roles = useRoles(rid).roles ?? [];
  const [save, { isLoading }] = useSaveAnnouncementMutation();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      setCover(await uploadImage(urlOf(routes.storeImage, { restaurantId: rid }), file));
    } catch (error) {
      void toastError(error);
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    try {
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
        <FormGroup
          label={t('fields.body')}
          labelFor="announcement-body"
          {...field('bodyMarkdown')}
          helperText={errors.bodyMarkdown ?? t('fields.bodyHelp')}
        >
          <TextArea
            id="announcement-body"
            fill
            rows={10}
            value={bodyMarkdown}
            onChange={(e) => setBody(e.currentTarget.value)}
          />
        </FormGroup>
        <FormGroup label={t('fields.cover')} labelFor="announcement-cover" {...field('coverImageUrl')}>
          <FileInput
            inputProps={{ id: 'announcement-cover', accept: 'image/jpeg,image/png,image/webp' }}
            text={coverImageUrl ? t('fields.coverChosen') : t('fields.coverNone')}
            disabled={uploading}
            onInputChange={(e) => void upload(e.currentTarget.files?.[0])}
          />
          {coverImageUrl && (
            <Button variant="minimal" icon="cross" text={t('fields.coverRemove')} onClick={() => setCover(null)} />
          )}
        </FormGroup>
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
