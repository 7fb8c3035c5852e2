import type { SearchItem as SearchItemReply } from '@ros/shared-events';
/** A bookmarkable page as the API lists it (`searchArr`, `bookmarks`). */
export type SearchItem = SearchItemReply;
