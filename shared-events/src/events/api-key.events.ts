import { z } from 'zod';
import { defineEvent } from './define';

const ZApiKeyRef = z.object({ apiKeyId: z.string().uuid(), name: z.string() });

/** The owner created an API key for an integration (its scopes; never the key itself). */
export const apiKeyCreated = defineEvent('api_key.created', ZApiKeyRef.extend({ scopes: z.array(z.string()) }), {
  read: 'restaurant',
  describe: (p) => ({ values: { name: p.name } }),
});
/** The owner revoked an API key: requests with it get 401 from now on. */
export const apiKeyRevoked = defineEvent('api_key.revoked', ZApiKeyRef, {
  read: 'restaurant',
  describe: (p) => ({ values: { name: p.name } }),
});
