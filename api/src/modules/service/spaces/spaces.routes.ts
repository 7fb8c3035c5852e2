import { ZSpace, ZSpaces } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import { ZCreateSpaceBody, ZSpaceListQuery, ZUpdateSpaceBody } from './spaces.schemas';
import * as spaces from './spaces.service';

/** Floor spaces (hall, terrace, …) that hold the tables. */
export const spacesRoutes = defineRoutes('spaces', (r) => {
  const base = '/api/restaurants/:restaurantId/spaces';
  r.tenant('get', base, { summary: 'Floor spaces', query: ZSpaceListQuery, reply: ZSpaces }, (ctx, { query }) => spaces.listSpaces(ctx, query));
  r.tenant('post', base, { summary: 'Create a space', body: ZCreateSpaceBody, reply: ZSpace }, async (ctx, { body }) => created(await spaces.createSpace(ctx, body)));
  r.tenant('get', `${base}/:spaceId`, { summary: 'One space', reply: ZSpace }, (ctx, { params }) => spaces.getSpace(ctx, params.spaceId));
  r.tenant('patch', `${base}/:spaceId`, { summary: 'Change a space', body: ZUpdateSpaceBody, reply: ZSpace }, (ctx, { params, body }) => spaces.updateSpace(ctx, params.spaceId, body));
  r.tenant('delete', `${base}/:spaceId`, { summary: 'Delete a space' }, async (ctx, { params }) => {
    await spaces.deleteSpace(ctx, params.spaceId);
    return noContent();
  });
});
