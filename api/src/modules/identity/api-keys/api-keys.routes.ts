import { operations as op } from '@ros/shared-events';
import { created, noContent } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import * as apiKeys from './api-keys.service';

/** API keys for integrations (the owner's, from a password sign-in: no floor session, no key). */
export const apiKeysRoutes = defineRoutes('api-keys', (r) => {
  r.tenant(op.listApiKeys, { summary: "The restaurant's API keys (never the keys themselves)", floor: false }, (ctx) =>
    apiKeys.listApiKeys(ctx),
  );
  r.tenant(
    op.createApiKey,
    { summary: 'Create an API key with scopes (the key is in this reply only)', floor: false },
    async (ctx, { body }) => created(await apiKeys.createApiKey(ctx, body)),
  );
  r.tenant(
    op.revokeApiKey,
    { summary: 'Revoke an API key (requests with it get 401 from now on)', floor: false },
    async (ctx, { params }) => {
      await apiKeys.revokeApiKey(ctx, params.apiKeyId);
      return noContent();
    },
  );
});
