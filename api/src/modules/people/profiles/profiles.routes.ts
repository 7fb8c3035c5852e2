import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { getMemberProfile } from './profiles.service';

/** Profile cards: any member may open one; what it shows depends on who asks (see the service). */
export const profilesRoutes = defineRoutes('profiles', (r) => {
  r.tenant(
    op.getMemberProfile,
    { summary: "A member's profile card (`me` for your own)", apiKey: false },
    (ctx, { params }) => getMemberProfile(ctx, params.member),
  );
});
