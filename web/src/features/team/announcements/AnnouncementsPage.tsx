import { Button, Card, Classes, H4, HTMLSelect, Tag } from '@blueprintjs/core';
import { ANNOUNCEMENT_CATEGORIES, type Announcement } from '@ros/shared-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store/hooks';
import { useCan } from '../../../app/session/useAbility';
import { toastSuccess } from '../../../app/toaster';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/list/Pager';
import { useServerList } from '../../../components/list/useServerList';
import { AnnouncementDialog } from './AnnouncementDialog';
import { AnnouncementDrawer } from './AnnouncementDrawer';
import { useDeleteAnnouncementMutation, useListAnnouncementsQuery } from './announcements.api';
import { useTeamT } from './i18n';

type Category = (typeof ANNOUNCEMENT_CATEGORIES)[number];
const SORTS = ['publishedAt:desc', 'publishedAt:asc', 'title:asc'] as const;

/** Team → Announcements: the posts and guides meant for the reader, pinned first; writers publish and see receipts. */
export default function AnnouncementsPage() {
  const t = useTeamT();
  const { i18n } = useTranslation();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const canWrite = useCan('edit', 'announcements');
  // The order is the sort menu's (pinned posts always first); the list gives search and pages.
  const list = useServerList({ initialSort: { column: 'publishedAt', dir: 'desc' } });
  const [category, setCategory] = useState<Category | ''>('');
  const [sortValue, setSortValue] = useState<(typeof SORTS)[number]>(SORTS[0]);
  const [sortColumn, sort] = sortValue.split(':') as ['publishedAt' | 'title', 'asc' | 'desc'];
  const { data, isLoading } = useListAnnouncementsQuery(
    { rid, ...list.query, sortColumn, sort, category: category || undefined },
    { skip: !rid },
  );
  const posts = data?.data ?? [];
  const controls = list.controls(data?.total ?? 0);
  // A notification's link opens its post (`?post=<id>`).
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(() => params.get('post'));
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const [remove] = useDeleteAnnouncementMutation();
  const open = posts.find((p) => p.id === openId) ?? null;

  return (
    <div className="ros-page">
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={canWrite && <Button intent="primary" icon="add" text={t('new')} onClick={() => setEditing('new')} />}
      />
      <ListToolbar q={controls.q} onQuery={controls.setQuery} placeholder={t('search')}>
        <HTMLSelect
          aria-label={t('fields.category')}
          value={category}
          onChange={(e) => {
            setCategory(e.currentTarget.value as Category | '');
            controls.setPage(1);
          }}
          options={[
            { value: '', label: t('allCategories') },
            ...ANNOUNCEMENT_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) })),
          ]}
        />
        <HTMLSelect
          aria-label={t('sort')}
          value={sortValue}
          onChange={(e) => {
            setSortValue(e.currentTarget.value as (typeof SORTS)[number]);
            controls.setPage(1);
          }}
          options={SORTS.map((s) => ({ value: s, label: t(`sorts.${s.replace(':', '_')}`) }))}
        />
      </ListToolbar>
      {!posts.length && (
        <p className={Classes.TEXT_MUTED}>{isLoading ? t('loading') : controls.q ? t('noMatch') : t('empty')}</p>
      )}
      <ul className={Classes.LIST_UNSTYLED} aria-label={t('title')} style={{ display: 'grid', gap: 8 }}>
        {posts.map((p) => (
          <li key={p.id}>
            <Card data-testid="announcement" compact>
              <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                <H4 style={{ margin: 0 }}>{p.title}</H4>
                {p.pinned && (
                  <Tag icon="pin" intent="warning" minimal>
                    {t('pinned')}
                  </Tag>
                )}
                <Tag minimal>{t(`categories.${p.category}`)}</Tag>
                {p.audience.kind !== 'all' && (
                  <Tag minimal icon="people">
                    {p.audience.name ?? t(`audiences.${p.audience.kind}`)}
                  </Tag>
                )}
                {p.readAt === null && <Tag intent="primary">{t('unread')}</Tag>}
                <span style={{ flex: 1 }} />
                {p.receipts && <span className={Classes.TEXT_MUTED}>{t('readBy', p.receipts)}</span>}
                <Button
                  text={t('open')}
                  aria-label={t('openPost', { title: p.title })}
                  onClick={() => setOpenId(p.id)}
                />
              </div>
              <p className={Classes.TEXT_MUTED} style={{ margin: '4px 0 0' }}>
                {t('byline', { name: p.author.name, date: new Date(p.publishedAt).toLocaleDateString(i18n.language) })}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      <Pager {...controls.pager} />
      {open && (
        <AnnouncementDrawer
          rid={rid}
          post={open}
          canWrite={canWrite}
          onEdit={() => setEditing(open)}
          onDelete={() => setDeleting(open)}
          onClose={() => setOpenId(null)}
        />
      )}
      {editing && (
        <AnnouncementDialog rid={rid} post={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDelete
        name={deleting?.title ?? null}
        message={t('deleteHint')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove({ rid, id: deleting.id }).unwrap();
          setOpenId(null);
          void toastSuccess(t('deleted', { title: deleting.title }));
        }}
      />
    </div>
  );
}
