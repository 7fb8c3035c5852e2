import type { Member } from '@ros/shared-events';
import type { MemberRow } from './members.repo';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A member as the API shows it. */
export function toMember(m: MemberRow): Member {
  return {
    id: m.id,
    userId: m.user_id,
    email: m.email,
    fullName: m.full_name,
    roleId: m.role_id,
    roleName: m.role_name,
    status: m.status as 'active' | 'pending' | 'inactive',
    invitedAt: iso(m.invited_at),
    joinedAt: iso(m.joined_at),
    position: m.position,
    contact: m.contact,
    address: m.address,
    salary: m.salary,
    salaryType: m.salary_type as Member['salaryType'],
    departmentId: m.department_id,
    emergencyContact: m.emergency_contact,
    startDate: m.start_date,
    hasPin: m.has_pin,
    availability: (m.availability as Member['availability']) ?? null,
  };
}

/** The member reference carried by member events. */
export const memberRef = (m: MemberRow) => ({
  memberId: m.id,
  userId: m.user_id,
  email: m.email,
  roleId: m.role_id,
  roleName: m.role_name,
});
