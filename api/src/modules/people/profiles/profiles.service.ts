import type { MemberProfile } from '@ros/shared-events';
import { notFound } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import { isUuid } from '../../../kernel/tenant';
import * as repo from './profiles.repo';

const HOUR_MS = 3_600_000;

/**
 * A member's profile card (`me` for the caller's own). Any member sees a colleague's name, role,
 * department, avatar and languages; phone, email and the week's shifts are personal, so only the
 * member themself and those who may view staff get them.
 */
export async function getMemberProfile(ctx: TenantContext, memberIdOrMe: string): Promise<MemberProfile> {
  const memberId = memberIdOrMe === 'me' ? ctx.member.memberId : memberIdOrMe;
  if (!isUuid(memberId)) throw notFound('Member');
  const row = await repo.selectProfile(ctx, memberId);
  if (!row) throw notFound('Member');
  const isSelf = row.id === ctx.member.memberId;
  const personal = isSelf || ctx.can('view', 'staff');
  const shifts = personal ? await repo.selectWeekShifts(ctx, row.id, ctx.restaurant.timeZone) : null;
  return {
    memberId: row.id,
    name: row.name,
    role: row.role,
    department: row.department,
    avatarUrl: row.avatar_url ?? null,
    languages: (row.spoken_languages as string[] | null) ?? [],
    isSelf,
    phone: personal ? row.phone : null,
    email: personal ? row.email : null,
    shifts:
      shifts?.map((s) => ({
        id: s.id,
        startsAt: new Date(s.starts_at).toISOString(),
        endsAt: new Date(s.ends_at).toISOString(),
      })) ?? null,
    hoursThisWeek: shifts
      ? Math.round(
          (shifts.reduce((h, s) => h + (new Date(s.ends_at).getTime() - new Date(s.starts_at).getTime()), 0) /
            HOUR_MS) *
            100,
        ) / 100
      : null,
  };
}
