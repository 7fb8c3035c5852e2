import { PERMISSION_GROUPS, type PermissionKey, type PermissionMap } from './permissions';

/**
 * What an API key may do, named from the permission tree: a level permission gives `<key>:read`
 * (view) and `<key>:write` (edit), a switch permission one scope, its key (on). A key's scopes are
 * stored and enforced as the permission map they grant, so a key is checked exactly as a role is.
 */
export type ApiScope = `${PermissionKey}:read` | `${PermissionKey}:write` | PermissionKey;

export interface ApiScopeInfo {
  scope: ApiScope;
  permission: PermissionKey;
  level: 'view' | 'edit';
  label: string;
}

export const API_SCOPES: readonly ApiScopeInfo[] = PERMISSION_GROUPS.flatMap((g) =>
  g.permissions.flatMap((p): ApiScopeInfo[] =>
    p.kind === 'switch'
      ? [{ scope: p.key, permission: p.key, level: 'edit', label: p.label }]
      : [
          { scope: `${p.key}:read`, permission: p.key, level: 'view', label: `${p.label}: read` },
          { scope: `${p.key}:write`, permission: p.key, level: 'edit', label: `${p.label}: write` },
        ],
  ),
);

const byScope = new Map<string, ApiScopeInfo>(API_SCOPES.map((s) => [s.scope, s]));

export const isApiScope = (s: string): s is ApiScope => byScope.has(s);

/** The permission map a list of scopes grants (`write` implies `read`). Unknown scopes are ignored. */
export function permissionsOfScopes(scopes: readonly string[]): PermissionMap {
  const map: PermissionMap = {};
  for (const s of scopes) {
    const info = byScope.get(s);
    if (!info) continue;
    if (map[info.permission] !== 'edit') map[info.permission] = info.level;
  }
  return map;
}

/** The scopes a permission map grants, the narrowest list that gives it back. */
export function scopesOfPermissions(map: PermissionMap): ApiScope[] {
  return API_SCOPES.filter((s) => map[s.permission] === s.level).map((s) => s.scope);
}

/** The scope an operation needs for `action` on `key`, as the OpenAPI document names it. */
export function scopeFor(action: 'view' | 'edit', key: PermissionKey): ApiScope {
  const info = API_SCOPES.find((s) => s.permission === key && (s.level === action || s.scope === key));
  return info!.scope;
}
