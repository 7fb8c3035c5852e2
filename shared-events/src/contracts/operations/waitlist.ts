/** The operations of the api's `waitlist` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZAddWaitlistBody, ZWaitlistQuery, ZWaitlistStatusBody } from '../requests/waitlist';
import { ZWaitlist, ZWaitlistEntry, ZWaitlistStatusChange } from '../waitlist';
import * as route from './routes';

export const listWaitlist = { ...route.listWaitlist, query: ZWaitlistQuery, reply: ZWaitlist } as const;
export const addToWaitlist = { ...route.addToWaitlist, body: ZAddWaitlistBody, reply: ZWaitlistEntry } as const;
export const setWaitlistStatus = {
  ...route.setWaitlistStatus,
  body: ZWaitlistStatusBody,
  reply: ZWaitlistStatusChange,
} as const;
