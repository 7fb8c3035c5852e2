import type {
  Announcement,
  AnnouncementListQuery,
  CreateAnnouncementBody,
  UpdateAnnouncementBody,
} from '@ros/shared-events';
import { invalidInput, notFound } from '../../../kernel/errors';
import { changedKeys } from '../../../kernel/patch';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import * as repo from './announcements.repo';
import { excerptOf, renderMarkdown } from './markdown';
import { notify } from '../../messaging/notifications';

/** Every member reads the posts meant for them; those who write posts read them all, with their receipts. */
const readerOf = (ctx: TenantContext): repo.Reader => ({
  memberId: ctx.member.memberId,
  userId: ctx.user.id,
  seesAll: ctx.can('edit', 'announcements'),
});

const iso = (t: Date | string) => new Date(t).toISOString();

const toAnnouncement = (r: repo.AnnouncementRow): Announcement => ({
  id: r.id,
  title: r.title,
  category: r.category as Announcement['category'],
  pinned: r.pinned,
  audience: {
    kind: r.audience as Announcement['audience']['kind'],
    departmentId: r.department_id,
    roleId: r.role_id,
    name: r.audience === 'department' ? r.department_name : r.audience === 'role' ? r.role_name : null,
  },
  bodyMarkdown: r.body_markdown,
  bodyHtml: r.body_html,
  coverImageUrl: r.cover_image_url,
  author: { userId: r.author_id, name: r.author_name },
  publishedAt: iso(r.published_at),
  updatedAt: iso(r.updated_at),
  readAt: r.read_at ? iso(r.read_at) : null,
  receipts:
    r.read_count == null || r.audience_count == null
      ? null
      : { read: Number(r.read_count), of: Number(r.audience_count) },
});

async function load(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.findAnnouncement(ctx, readerOf(ctx), id) : undefined;
  if (!row) throw notFound('Announcement');
  return row;
}

/** A cover is a picture this restaurant uploaded. */
function checkCover(ctx: TenantContext, url: string | null | undefined) {
  if (url && !url.startsWith(`/uploads/${ctx.restaurantId}/`))
    throw invalidInput('coverImageUrl', 'Upload the picture first.');
}

type AudienceFields = Pick<CreateAnnouncementBody, 'audience' | 'departmentId' | 'roleId'>;

/** The audience columns of a body: a department or role audience names one of this restaurant's. */
async function audienceColumns(ctx: TenantContext, body: AudienceFields) {
  const audience = body.audience ?? 'all';
  // A department or role named for another audience is a mistake to report, not to drop.
  if (body.departmentId && audience !== 'department')
    throw invalidInput('departmentId', 'Choose a department only for a post to one department.');
  if (body.roleId && audience !== 'role') throw invalidInput('roleId', 'Choose a role only for a post to one role.');
  if (audience === 'department') {
    if (!body.departmentId || !(await repo.audienceExists(ctx, 'departments', body.departmentId)))
      throw invalidInput('departmentId', 'Choose the department the post is for.');
    return { audience, department_id: body.departmentId, role_id: null };
  }
  if (audience === 'role') {
    if (!body.roleId || !(await repo.audienceExists(ctx, 'roles', body.roleId)))
      throw invalidInput('roleId', 'Choose the role the post is for.');
    return { audience, department_id: null, role_id: body.roleId };
  }
  return { audience, department_id: null, role_id: null };
}

export async function listAnnouncements(ctx: TenantContext, query: AnnouncementListQuery) {
  const { rows, total } = await repo.listAnnouncements(ctx, readerOf(ctx), query);
  return { data: rows.map(toAnnouncement), total };
}

export async function getAnnouncement(ctx: TenantContext, id: string) {
  return toAnnouncement(await load(ctx, id));
}

export async function createAnnouncement(ctx: TenantContext, body: CreateAnnouncementBody) {
  ctx.authorize('edit', 'announcements');
  checkCover(ctx, body.coverImageUrl);
  const { id } = await repo.insertAnnouncement(ctx, {
    restaurant_id: ctx.restaurantId,
    title: body.title,
    category: body.category,
    body_markdown: body.bodyMarkdown,
    body_html: renderMarkdown(body.bodyMarkdown),
    cover_image_url: body.coverImageUrl ?? null,
    pinned: body.pinned ?? false,
    ...(await audienceColumns(ctx, body)),
    author_id: ctx.user.id,
    author_name: ctx.member.displayName,
  });
  ctx.emit('announcement.published', { announcementId: id, title: body.title, pinned: body.pinned ?? false });
  const post = await getAnnouncement(ctx, id);
  await notifyAudience(ctx, post);
  return post;
}

/**
 * Tells the post's audience (but its author) it is out: in the bell, and by email or SMS as each
 * member's `announcement` settings say; the email carries the opening of the text and a link to
 * the post, whose reading counts in the receipts. Once per post and person.
 */
async function notifyAudience(ctx: TenantContext, post: Announcement) {
  const userIds = (await repo.audienceUserIds(ctx, post.id)).filter((id) => id !== ctx.user.id);
  const link = `/apps/team/announcements?post=${post.id}`;
  const excerpt = excerptOf(post.bodyHtml);
  await notify(ctx, {
    kind: 'announcement',
    to: { userIds },
    title: post.title,
    body: `${post.author.name ?? ctx.member.displayName}: ${excerpt}`.slice(0, 280),
    link,
    relatedId: post.id,
    dedupeKey: `announcement:${post.id}`,
    emailAs: {
      kind: 'announcement',
      data: {
        title: post.title,
        authorName: post.author.name ?? ctx.member.displayName,
        category: post.category,
        excerpt,
        link,
      },
    },
  });
}

export async function updateAnnouncement(ctx: TenantContext, id: string, body: UpdateAnnouncementBody) {
  ctx.authorize('edit', 'announcements');
  checkCover(ctx, body.coverImageUrl);
  const before = await load(ctx, id);
  const changes = changedKeys(body);
  if (!changes.length) return toAnnouncement(before);
  const audienceChanged = body.audience !== undefined || body.departmentId !== undefined || body.roleId !== undefined;
  await repo.updateAnnouncement(ctx, id, {
    title: body.title,
    category: body.category,
    ...(body.bodyMarkdown !== undefined
      ? { body_markdown: body.bodyMarkdown, body_html: renderMarkdown(body.bodyMarkdown) }
      : {}),
    cover_image_url: body.coverImageUrl,
    pinned: body.pinned,
    ...(audienceChanged
      ? await audienceColumns(ctx, {
          audience: body.audience ?? (before.audience as AudienceFields['audience']),
          // What the body leaves out is kept only while the audience still uses it.
          departmentId:
            body.departmentId !== undefined
              ? body.departmentId
              : (body.audience ?? before.audience) === 'department'
                ? before.department_id
                : null,
          roleId:
            body.roleId !== undefined
              ? body.roleId
              : (body.audience ?? before.audience) === 'role'
                ? before.role_id
                : null,
        })
      : {}),
  });
  ctx.emit('announcement.updated', { announcementId: id, title: body.title ?? before.title, changes });
  return getAnnouncement(ctx, id);
}

export async function deleteAnnouncement(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'announcements');
  const gone = isUuid(id) ? await repo.deleteAnnouncement(ctx, id) : undefined;
  if (!gone) throw notFound('Announcement');
  ctx.emit('announcement.deleted', { announcementId: gone.id, title: gone.title });
}

/** The caller opened the post: their receipt, once (opening it again changes nothing). */
export async function readAnnouncement(ctx: TenantContext, id: string) {
  const post = await load(ctx, id);
  if (await repo.recordRead(ctx, post.id, ctx.member.memberId))
    ctx.emit('announcement.read', { announcementId: post.id, title: post.title, memberId: ctx.member.memberId });
  return getAnnouncement(ctx, id);
}

/** Who of the post's audience has read it, and when (for those who write posts). */
export async function announcementReaders(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'announcements');
  const post = await load(ctx, id);
  const rows = await repo.audienceReaders(ctx, post.id);
  return {
    data: rows.map((r) => ({ memberId: r.member_id, name: r.name, readAt: r.read_at ? iso(r.read_at) : null })),
  };
}

/** What the editor's preview shows: the same rendering and sanitising as a saved post, for those who write them. */
export function previewMarkdown(ctx: TenantContext, markdown: string) {
  ctx.authorize('edit', 'announcements');
  return { html: renderMarkdown(markdown) };
}
