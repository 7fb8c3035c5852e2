import { z } from 'zod';
import { ZList } from './common';

/** Reply shapes of the API key operations (issue 39): never the key's hash; the key itself only once, on creation. */

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`ros_AbCd…`), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  /** Who created it (their name), null once that account is gone. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ZApiKey>;
export const ZApiKeys = ZList(ZApiKey);
/** A key just created: the one reply that holds the key (`ros_…`). */
export const ZNewApiKey = ZApiKey.extend({ key: z.string() });
export type NewApiKey = z.infer<typeof ZNewApiKey>;
