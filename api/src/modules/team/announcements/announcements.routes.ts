import { operations as op } from '@ros/shared-events';
import { created, noContent } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import * as announcements from './announcements.service';

/** Announcements and guides for the team: written by those allowed to, read by their audience, with receipts. */
export const announcementsRoutes = defineRoutes('announcements', (r) => {
  r.tenant(
    op.listAnnouncements,
    { summary: 'The posts meant for the caller, pinned first (every post for those who write them)' },
    (ctx, { query }) => announcements.listAnnouncements(ctx, query),
  );
  r.tenant(op.createAnnouncement, { summary: 'Publish a post for the team' }, async (ctx, { body }) =>
    created(await announcements.createAnnouncement(ctx, body)),
  );
  r.tenant(op.getAnnouncement, { summary: 'One post' }, (ctx, { params }) =>
    announcements.getAnnouncement(ctx, params.announcementId),
  );
  r.tenant(op.updateAnnouncement, { summary: 'Change a post' }, (ctx, { params, body }) =>
    announcements.updateAnnouncement(ctx, params.announcementId, body),
  );
  r.tenant(op.deleteAnnouncement, { summary: 'Delete a post and its receipts' }, async (ctx, { params }) => {
    await announcements.deleteAnnouncement(ctx, params.announcementId);
    return noContent();
  });
  r.tenant(op.readAnnouncement, { summary: 'Mark a post read by the caller (once)' }, (ctx, { params }) =>
    announcements.readAnnouncement(ctx, params.announcementId),
  );
  r.tenant(
    op.previewMarkdown,
    { summary: 'The Markdown of a post or article as readers will see it (the editor’s preview)' },
    (ctx, { body }) => announcements.previewMarkdown(ctx, body.markdown),
  );
  r.tenant(op.announcementReaders, { summary: 'Who of the audience has read a post' }, (ctx, { params }) =>
    announcements.announcementReaders(ctx, params.announcementId),
  );
});
