import type { Bookmarks, PermissionKey, RecordSearch, SearchItem } from '@ros/shared-events';
import type { Kysely } from 'kysely';
import type { DB } from '@ros/db';
import { NAV_PAGES, type NavPage } from '@ros/shared-events';
import { notFound } from '../../../kernel/errors';
import { likePattern } from '../../../kernel/list-query';
import type { TenantContext } from '../../../kernel/tenant';
import { billNumber } from '../../service/bills';
import * as repo from './search.repo';

/** A page as the global search and the bookmark bar show it. */
const toItem = (p: NavPage, bookmarked: Set<string>): SearchItem => ({
  id: p.id,
  target: p.route,
  title: p.title,
  icon: p.icon,
  link: p.route,
  group: p.group,
  isBookmarked: bookmarked.has(p.id),
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

/** "12" / "#12" is a bill's own number; "7-2" a part of order 7's split bill. */
function billNumberOf(q: string): repo.BillNumber | null {
  const m = /^#?(\d{1,9})(?:-(\d{1,3}))?$/.exec(q);
  if (!m) return null;
  return m[2] ? { displayNo: Number(m[1]), splitIndex: Number(m[2]) } : { billNo: Number(m[1]) };
}

/**
 * Ctrl+K over the restaurant's records: dishes, tables, customers, orders, bills (by number),
 * suppliers and stock items matching `q`, a few of each, only the kinds the caller's role may view.
 */
export async function searchRecords(ctx: TenantContext, q: string): Promise<RecordSearch> {
  const like = likePattern(q);
  const number = /^#?\d{1,6}$/.test(q) ? Number(q.replace('#', '')) : null;
  const may = (...subjects: PermissionKey[]) => subjects.some((s) => ctx.can('view', s));
  const dishes = may('menu', 'orders') ? await repo.dishesMatching(ctx, like) : [];
  const tables = may('tables', 'orders') ? await repo.tablesMatching(ctx, like) : [];
  const customers = may('customers') ? await repo.customersMatching(ctx, like) : [];
  const orders = may('orders') ? await repo.ordersMatching(ctx, like, number) : [];
  const typedNumber = billNumberOf(q);
  // A driver's `orders` reads are scoped to their deliveries: no bills here (they have no `orders` or `income`).
  const bills = typedNumber && may('orders', 'income') ? await repo.billsMatching(ctx, typedNumber) : [];
  const suppliers = may('inventory', 'expenses') ? await repo.suppliersMatching(ctx, like) : [];
  const stockItems = may('inventory') ? await repo.stockItemsMatching(ctx, like) : [];
  return {
    dishes,
    tables,
    customers,
    orders: orders.map((o) => ({
      id: o.id,
      displayNo: o.display_no,
      type: o.type,
      status: o.status,
      label: o.table_name ?? o.customer_name ?? '',
    })),
    bills: bills.map((b) => ({
      id: b.id,
      number: billNumber(b),
      orderId: b.order_id,
      status: b.status,
      grandTotal: b.grand_total,
    })),
    suppliers,
    stockItems,
  };
}
