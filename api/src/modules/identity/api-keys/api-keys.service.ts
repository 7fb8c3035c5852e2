import { randomBytes } from 'node:crypto';
import { permissionsOfScopes, scopesOfPermissions, type ApiKey, type CreateApiKeyBody } from '@ros/shared-events';
import { API_KEY_PREFIX, apiKeyHash } from '../../../kernel/api-key-auth';
import { forbidden, notFound } from '../../../kernel/errors';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import * as repo from './api-keys.repo';

const ONLY_THE_OWNER = "Only the restaurant's owner can manage API keys.";
/** How much of a key the list shows: the prefix and 8 characters of its random part. */
const SHOWN_CHARS = API_KEY_PREFIX.length + 8;

/**
 * API keys open the restaurant's data to other software: its owner alone manages them (the routes
 * take no floor session and no key). `edit roles` is checked first (what the role matrix reads); a
 * manager who has it is refused by the owner rule, as for the data export.
 */
function ownerOnly(ctx: TenantContext) {
  ctx.authorize('edit', 'roles');
  if (!ctx.member.isOwner || ctx.user.id !== ctx.restaurant.ownerId) throw forbidden(ONLY_THE_OWNER);
}

const toApiKey = (k: repo.ApiKeyRow): ApiKey => ({
  id: k.id,
  name: k.name,
  prefix: k.token_prefix,
  scopes: scopesOfPermissions(k.permissions as Parameters<typeof scopesOfPermissions>[0]),
  createdBy: k.created_by_name,
  createdAt: new Date(k.created_at).toISOString(),
  lastUsedAt: k.last_used_at ? new Date(k.last_used_at).toISOString() : null,
  revokedAt: k.revoked_at ? new Date(k.revoked_at).toISOString() : null,
});

export async function listApiKeys(ctx: TenantContext) {
  ownerOnly(ctx);
  return { data: (await repo.listApiKeys(ctx)).map(toApiKey) };
}

/** Creates a key with the permissions its scopes grant; the reply is the only place the key is ever shown. */
export async function createApiKey(ctx: TenantContext, body: CreateApiKeyBody) {
  ownerOnly(ctx);
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const permissions = permissionsOfScopes(body.scopes);
  const { id } = await repo.insertApiKey(ctx, {
    name: body.name,
    token_prefix: key.slice(0, SHOWN_CHARS),
    token_hash: apiKeyHash(key),
    permissions,
    created_by: ctx.user.id,
  });
  ctx.emit('api_key.created', { apiKeyId: id, name: body.name, scopes: scopesOfPermissions(permissions) });
  return { ...toApiKey((await repo.findApiKey(ctx, id))!), key };
}

export async function revokeApiKey(ctx: TenantContext, id: string) {
  ownerOnly(ctx);
  const found = isUuid(id) ? await repo.findApiKey(ctx, id) : undefined;
  if (!found || !(await repo.revokeApiKey(ctx, id))) throw notFound('API key');
  ctx.emit('api_key.revoked', { apiKeyId: id, name: found.name });
}
