/** The operations of the api's `search` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZBookmarkToggleBody, ZRecordSearchQuery } from '../requests/search';
import { ZBookmarks, ZRecordSearch, ZSearchItem, ZSearchResults } from '../search';
import * as route from './routes';

export const searchData = { ...route.searchData, reply: ZSearchResults } as const;
export const bookmarksData = { ...route.bookmarksData, reply: ZBookmarks } as const;
export const searchRecords = { ...route.searchRecords, query: ZRecordSearchQuery, reply: ZRecordSearch } as const;
export const toggle = { ...route.toggle, body: ZBookmarkToggleBody, reply: ZSearchItem } as const;
