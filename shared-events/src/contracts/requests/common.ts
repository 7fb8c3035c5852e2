import { z } from 'zod';

/** A manager's email and password, given at the terminal to approve what the signed-in member may not do. */
export const ZManagerOverride = z.object({
  email: z.string().trim().max(254).email('Enter the manager’s email.'),
  password: z.string().min(1, 'Enter the manager’s password.').max(200),
});
export type ManagerOverride = z.infer<typeof ZManagerOverride>;
