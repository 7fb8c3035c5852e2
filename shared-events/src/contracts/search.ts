import { z } from 'zod';

/** Reply shapes of the search operations (see common.ts). */

export const ZSearchItem = z.object({
  id: z.string(),
  target: z.string(),
  title: z.string(),
  icon: z.string(),
  link: z.string(),
  group: z.enum(["Menu", "Inventory", "Pages", "Account", "Table and Space", "Setting"]),
  isBookmarked: z.boolean(),
});
export type SearchItem = z.infer<typeof ZSearchItem>;

export const ZSearchResults = z.object({
  searchArr: z.array(ZSearchItem),
});
export type SearchResults = z.infer<typeof ZSearchResults>;

export const ZBookmarks = z.object({
  suggestions: z.array(ZSearchItem),
  bookmarks: z.array(ZSearchItem),
});
export type Bookmarks = z.infer<typeof ZBookmarks>;
