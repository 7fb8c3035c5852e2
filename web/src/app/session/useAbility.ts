import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { NavPage } from '@ros/shared-events';
import { useMemo } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectAbilityRules } from './sessionSlice';

/** The CASL ability of the signed-in user in the current restaurant (Owner: manage all). */
export function useAbility(): MongoAbility {
  const rules = useAppSelector(selectAbilityRules);
  return useMemo(() => createMongoAbility(rules), [rules]);
}

/** True when the user may `action` ('view' | 'edit' | 'manage') the permission `subject`. */
export function useCan(action: string, subject: string): boolean {
  return useAbility().can(action, subject);
}

/** True when the user may see a page of the menu and search. */
export function canSeePage(ability: MongoAbility, page: Pick<NavPage, 'permission' | 'ownerOnly'>): boolean {
  if (page.ownerOnly) return ability.can('manage', 'all');
  return page.permission === null || ability.can('view', page.permission);
}
