import { Button, Classes, Dialog, DialogBody, DialogFooter, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store/hooks';
import { toastError } from '../../../app/toaster';
import { AnnouncementBody } from './AnnouncementBody';
import { useListAnnouncementsQuery, useReadAnnouncementMutation } from './announcements.api';

/** Dismissed for this sign-in (this tab): the posts wait on the announcements page. */
const LATER_KEY = 'ros-announcements-later';

/**
 * After sign-in, the posts meant for this member that they have not read, one at a time, pinned
 * first: "Got it" records the receipt and shows the next; "Later" hides the dialog until the next sign-in.
 * Its strings are the shell's (`unreadPosts` in en.json): it shows on whichever page the member lands.
 */
export function UnreadAnnouncements() {
  const { t, i18n } = useTranslation();
  const rid = useAppSelector(selectCurrentRestaurantId);
  const [later, setLater] = useState(() => sessionStorage.getItem(LATER_KEY) === rid);
  const { data } = useListAnnouncementsQuery({ rid: rid ?? '', unread: true, perPage: 10 }, { skip: !rid || later });
  const [markRead, { isLoading }] = useReadAnnouncementMutation();
  const post = data?.data[0];
  if (!rid || later || !post) return null;

  const dismiss = () => {
    sessionStorage.setItem(LATER_KEY, rid);
    setLater(true);
  };
  return (
    <Dialog isOpen onClose={dismiss} title={t('unreadPosts.title', { count: data.total })} style={{ width: 640 }}>
      <DialogBody>
        <h3 className={Classes.HEADING} style={{ marginTop: 0 }}>
          {post.title} {post.pinned && <Tag icon="pin" minimal intent="warning" />}
        </h3>
        <p className={Classes.TEXT_MUTED}>
          {t('unreadPosts.byline', {
            name: post.author.name,
            date: new Date(post.publishedAt).toLocaleDateString(i18n.language),
          })}
        </p>
        <AnnouncementBody post={post} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Link to="/apps/team/announcements" onClick={dismiss} style={{ marginRight: 'auto' }}>
              {t('unreadPosts.all')}
            </Link>
            <Button text={t('unreadPosts.later')} onClick={dismiss} />
            <Button
              intent="primary"
              text={t('unreadPosts.read')}
              loading={isLoading}
              onClick={() => markRead({ rid, id: post.id }).unwrap().catch(toastError)}
            />
          </>
        }
      />
    </Dialog>
  );
}
