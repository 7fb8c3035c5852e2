import type { IconName } from '@blueprintjs/core';

/** Icons a role can wear (the system roles use some of them). */
export const ROLE_ICONS: IconName[] = [
  'person',
  'crown',
  'bank-account',
  'flame',
  'drive-time',
  'shop',
  'people',
  'key',
  'glass',
  'clipboard',
  'briefcase',
  'shield',
];

export const roleIcon = (icon: string | null): IconName =>
  icon && (ROLE_ICONS as string[]).includes(icon) ? (icon as IconName) : 'person';
