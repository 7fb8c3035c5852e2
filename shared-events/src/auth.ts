import { z } from 'zod';

/** Claims of the access JWT (10 minutes), verified by the api and by every gateway node. */
export const ZAccessTokenClaims = z.object({ sub: z.string().uuid(), name: z.string(), email: z.string() });
export type AccessTokenClaims = z.infer<typeof ZAccessTokenClaims>;

export const ACCESS_TOKEN_TTL_SECONDS = 600;
