import type { Bookmarks, SearchItem } from '@ros/shared-events';
import type { Kysely } from 'kysely';
import type { DB } from '@ros/db';
import { NAV_PAGES, type NavPage } from '@ros/shared-events';
import { notFound } from '../../http/errors';
import { listBookmarks, toggleBookmark } from './search.repo';

/** A page as the global search and the bookmark bar show it. */
const toItem = (p: NavPage, bookmarked: Set<string>): SearchItem => ({
  id: p.id, target: p.route, title: p.title, icon: p.icon, link: p.route, group: p.group, isBookmarked: bookmarked.has(p.id),
});

export async function searchData(db: Kysely<DB>, userId: string) {
  const bookmarked = await listBookmarks(db, userId);
  return { searchArr: NAV_PAGES.map((p) => toItem(p, bookmarked)) };
}

export async function bookmarksData(db: Kysely<DB>, userId: string): Promise<Bookmarks> {
  const { searchArr } = await searchData(db, userId);
  return { suggestions: searchArr, bookmarks: searchArr.filter((i) => i.isBookmarked) };
}

export async function toggle(db: Kysely<DB>, userId: string, id: string) {
  const page = NAV_PAGES.find((p) => p.id === id);
  if (!page) throw notFound('Page');
  const isBookmarked = await toggleBookmark(db, userId, page.id);
  return toItem(page, new Set(isBookmarked ? [page.id] : []));
}
