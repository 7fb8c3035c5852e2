import { notificationSettingsOf, type UserData } from '@ros/shared-events';
import type { Selectable } from 'kysely';
import type { Users } from '@ros/db';

const isoDate = (d: Date | string | null) =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

/** `userData` of the contract. */
export function toUserData(u: Selectable<Users>): UserData {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    /** Whether the holder of `email` confirmed it (invitations to it need that). */
    emailVerified: u.email_verified_at !== null,
    /** A new address asked for, waiting for its link to be opened (`email` is unchanged until then). */
    pendingEmail: u.pending_email,
    fullName: u.full_name,
    avatar: u.avatar_url,
    company: u.company,
    bio: u.bio,
    birthDate: isoDate(u.birth_date as Date | string | null),
    country: u.country,
    website: u.website,
    phone: u.phone,
    language: u.language,
    notifications: notificationSettingsOf(u.notification_settings),
  };
}
export type { UserData };
