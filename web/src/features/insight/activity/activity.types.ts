import type { ActivityPage as ActivityPageReply, ChainReport as ChainReportReply } from '@ros/shared-events';

/** Filters and page of the activity log (`GET …/events`). */
export interface ActivityQuery {
  type: string;
  actorId: string;
  page: number;
  perPage: number;
}

/** A page of the log: events this user may read, and hidden placeholders for the others. */
export type ActivityPage = ActivityPageReply;

/** A stretch of the log's verification: intact up to an entry, or where the chain breaks. */
export type ChainReport = ChainReportReply;
