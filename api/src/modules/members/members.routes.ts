import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, noContent, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import * as invitations from './invitations.service';
import { ZInviteBody, ZListMembersQuery, ZUpdateMemberBody } from './members.schemas';
import * as members from './members.service';

/** Staff of a restaurant, and the invitee's side of invitations. */
export const membersRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId/members';
  r.get(base, auth, tenant(deps, (ctx, req) => members.listMembers(ctx, parse(ZListMembersQuery, req.query))));
  r.post(`${base}/invitations`, auth, tenant(deps, async (ctx, req) => created(await members.inviteMembers(ctx, parse(ZInviteBody, req.body)))));
  r.patch(`${base}/:memberId`, auth, tenant(deps, (ctx, req) => members.updateMember(ctx, String(req.params.memberId), parse(ZUpdateMemberBody, req.body))));
  r.delete(`${base}/:memberId`, auth, tenant(deps, async (ctx, req) => {
    await members.removeMember(ctx, String(req.params.memberId));
    return noContent();
  }));

  r.get('/api/invitations', auth, async (req, res) => {
    res.json(await invitations.listMyInvitations(deps, req.user!));
  });
  r.post('/api/invitations/:id/accept', auth, async (req, res) => {
    res.json(await invitations.acceptInvitation(deps, req.user!, req.params.id as string));
  });
  r.post('/api/invitations/:id/decline', auth, async (req, res) => {
    await invitations.declineInvitation(deps, req.user!, req.params.id as string);
    res.status(204).end();
  });
  return r;
};
