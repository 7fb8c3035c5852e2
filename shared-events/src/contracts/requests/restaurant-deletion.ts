import { z } from 'zod';

/**
 * Deleting a restaurant for good: its name typed again (so a slip in another tab cannot do it) and
 * the owner's password (so an unlocked session left open cannot).
 */
export const ZDeleteRestaurantBody = z.object({
  restaurantName: z.string({ error: "Type the restaurant's name." }).max(200).min(1, "Type the restaurant's name."),
  password: z.string({ error: 'Enter your password.' }).max(200).min(1, 'Enter your password.'),
});
export type DeleteRestaurantBody = z.infer<typeof ZDeleteRestaurantBody>;
