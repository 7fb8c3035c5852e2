import type { Bookmarks, PermissionKey, RecordSearch, SearchItem } from '@ros/shared-events';
import type { Kysely } from 'kysely';
import type { DB } from '@ros/db';
import { NAV_PAGES, type NavPage } from '@ros/shared-events';
import { notFound } from '../../http/errors';
import { likePattern } from '../../http/list';
import type { TenantContext } from '../../http/tenant';
import * as repo from './search.repo';

/** A page as the global search and the bookmark bar show it. */
const toItem = (p: NavPage, bookmarked: Set<string>): SearchItem => ({
  id: p.id, target: p.route, title: p.title, icon: p.icon, link: p.route, group: p.group, isBookmarked: bookmarked.has(p.id),
});

export async function searchData(db: Kysely<DB>, userId: string) {
  const bookmarked = await repo.listBookmarks(db, userId);
  return { searchArr: NAV_PAGES.map((p) => toItem(p, bookmarked)) };
}

export async function bookmarksData(db: Kysely<DB>, userId: string): Promise<Bookmarks> {
  const { searchArr } = await searchData(db, userId);
  return { suggestions: searchArr, bookmarks: searchArr.filter((i) => i.isBookmarked) };
}

export async function toggle(db: Kysely<DB>, userId: string, id: string) {
  const page = NAV_PAGES.find((p) => p.id === id);
  if (!page) throw notFound('Page');
  const isBookmarked = await repo.toggleBookmark(db, userId, page.id);
  return toItem(page, new Set(isBookmarked ? [page.id] : []));
}

/**
 * Ctrl+K over the restaurant's records: dishes, tables, customers and orders matching `q`, a few
 * of each, only the kinds the caller's role may view.
 */
export async function searchRecords(ctx: TenantContext, q: string): Promise<RecordSearch> {
  const rid = ctx.restaurant.id;
  const like = likePattern(q);
  const number = /^#?\d{1,6}$/.test(q) ? Number(q.replace('#', '')) : null;
  const may = (...subjects: PermissionKey[]) => subjects.some((s) => ctx.can('view', s));
  const dishes = may('menu', 'orders') ? await repo.dishesMatching(ctx.trx, rid, like) : [];
  const tables = may('tables', 'orders') ? await repo.tablesMatching(ctx.trx, rid, like) : [];
  const customers = may('customers') ? await repo.customersMatching(ctx.trx, rid, like) : [];
  const orders = may('orders') ? await repo.ordersMatching(ctx.trx, rid, like, number) : [];
  return {
    dishes, tables, customers,
    orders: orders.map((o) => ({ id: o.id, displayNo: o.display_no, type: o.type, status: o.status, label: o.table_name ?? o.customer_name ?? '' })),
  };
}
