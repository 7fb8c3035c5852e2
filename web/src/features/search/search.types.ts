/** A bookmarkable page as the API lists it (`searchArr`, `bookmarks`). */
export interface SearchItem {
  id: string;
  target?: string;
  isBookmarked: boolean;
  title: string;
  icon?: string;
  link: string;
  group?: string;
}
