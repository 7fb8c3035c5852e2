import { z } from 'zod';
import { isApiScope } from '../../api-scopes';

const NAME_REQUIRED = 'Name the key (e.g. the integration it is for).';
const SCOPES_REQUIRED = 'Choose at least one scope.';

export const ZCreateApiKeyBody = z.object({
  name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(60, 'At most 60 characters.'),
  scopes: z
    .array(z.string().refine(isApiScope, { error: (i) => `Unknown scope "${String(i.input)}".` }), {
      error: SCOPES_REQUIRED,
    })
    .min(1, SCOPES_REQUIRED)
    .max(100),
});
export type CreateApiKeyBody = z.infer<typeof ZCreateApiKeyBody>;
