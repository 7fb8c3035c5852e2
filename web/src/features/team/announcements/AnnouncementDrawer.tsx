import { Button, Classes, Drawer, DrawerSize, H6, Tag } from '@blueprintjs/core';
import type { Announcement } from '@ros/shared-events';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../app/toaster';
import { AnnouncementBody } from './AnnouncementBody';
import { useAnnouncementReadersQuery, useReadAnnouncementMutation } from './announcements.api';
import { useTeamT } from './i18n';

/** One post, whole; opening it is reading it (the reader's receipt, once). Writers see who has read it. */
export function AnnouncementDrawer({
  rid,
  post,
  canWrite,
  onEdit,
  onDelete,
  onClose,
}: {
  rid: string;
  post: Announcement;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const t = useTeamT();
  const { i18n } = useTranslation();
  const [markRead] = useReadAnnouncementMutation();
  const readers = useAnnouncementReadersQuery({ rid, id: post.id }, { skip: !canWrite }).data?.data ?? [];
  const unread = post.readAt === null;
  useEffect(() => {
    if (unread) markRead({ rid, id: post.id }).unwrap().catch(toastError);
  }, [unread, markRead, rid, post.id]);

  return (
    <Drawer isOpen onClose={onClose} title={post.title} size={DrawerSize.STANDARD}>
      <div className={Classes.DRAWER_BODY} style={{ padding: 16 }}>
        <p className={Classes.TEXT_MUTED}>
          {t('byline', { name: post.author.name, date: new Date(post.publishedAt).toLocaleDateString(i18n.language) })}
        </p>
        <AnnouncementBody post={post} />
        {canWrite && post.receipts && (
          <section aria-labelledby="announcement-readers" style={{ marginTop: 24 }}>
            <H6 id="announcement-readers">{t('readBy', post.receipts)}</H6>
            <ul className={Classes.LIST_UNSTYLED}>
              {readers.map((r) => (
                <li key={r.memberId} style={{ padding: '2px 0' }}>
                  {r.name}{' '}
                  {r.readAt ? (
                    <Tag minimal intent="success">
                      {new Date(r.readAt).toLocaleString(i18n.language)}
                    </Tag>
                  ) : (
                    <Tag minimal>{t('notRead')}</Tag>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {canWrite && (
        <div className={Classes.DRAWER_FOOTER} style={{ display: 'flex', gap: 8 }}>
          <Button icon="edit" text={t('edit')} onClick={onEdit} />
          <Button icon="trash" intent="danger" text={t('delete')} onClick={onDelete} />
        </div>
      )}
    </Drawer>
  );
}
