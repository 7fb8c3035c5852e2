/** The operations of the api's `activity` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZActivityPage, ZChainReport } from '../activity';
import { ZActivityQuery, ZVerifyActivityQuery } from '../requests/activity';
import * as route from './routes';

export const listActivity = { ...route.listActivity, query: ZActivityQuery, reply: ZActivityPage } as const;
/**
 * The owner's check of the activity log's hash chain, a stretch at a time (`done` false: call again
 * after `lastSeq`): intact up to an entry, or where it breaks.
 */
export const verifyActivity = { ...route.verifyActivity, query: ZVerifyActivityQuery, reply: ZChainReport } as const;
