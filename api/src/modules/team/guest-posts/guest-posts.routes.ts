import { operations as op } from '@ros/shared-events';
import { created, noContent } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import * as posts from './guest-posts.service';

/** Specials and events on the guest menu: managed by the menu's editors, read by guests while current. */
export const guestPostsRoutes = defineRoutes('guest-posts', (r) => {
  r.tenant(op.listGuestPosts, { summary: 'Posts on the guest menu, with where each stands today' }, (ctx, { query }) =>
    posts.listGuestPosts(ctx, query),
  );
  r.tenant(op.createGuestPost, { summary: 'Put a special or event on the guest menu' }, async (ctx, { body }) =>
    created(await posts.createGuestPost(ctx, body)),
  );
  r.tenant(op.updateGuestPost, { summary: 'Change a guest post' }, (ctx, { params, body }) =>
    posts.updateGuestPost(ctx, params.guestPostId, body),
  );
  r.tenant(op.deleteGuestPost, { summary: 'Take a post off the guest menu' }, async (ctx, { params }) => {
    await posts.deleteGuestPost(ctx, params.guestPostId);
    return noContent();
  });
  r.open(op.getPublicGuestPosts, { summary: "The restaurant's current specials and events" }, (ctx, { params }) =>
    posts.publicGuestPosts(ctx, params.restaurantId),
  );
});
