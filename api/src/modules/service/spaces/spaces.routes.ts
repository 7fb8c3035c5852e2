import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as spaces from './spaces.service';

/** Floor spaces (hall, terrace, …) that hold the tables. */
export const spacesRoutes = defineRoutes('spaces', (r) => {
  r.tenant(op.listSpaces, { summary: 'Floor spaces' }, (ctx, { query }) => spaces.listSpaces(ctx, query));
  r.tenant(op.createSpace, { summary: 'Create a space' }, async (ctx, { body }) =>
    created(await spaces.createSpace(ctx, body)),
  );
  r.tenant(op.getSpace, { summary: 'One space' }, (ctx, { params }) => spaces.getSpace(ctx, params.spaceId));
  r.tenant(op.updateSpace, { summary: 'Change a space' }, (ctx, { params, body }) =>
    spaces.updateSpace(ctx, params.spaceId, body),
  );
  r.tenant(op.deleteSpace, { summary: 'Delete a space' }, async (ctx, { params }) => {
    await spaces.deleteSpace(ctx, params.spaceId);
    return noContent();
  });
});
