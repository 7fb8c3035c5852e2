import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB, StoredEvent } from '@ros/db';
import type { SessionEnded } from '@ros/shared-events';
import type { AppConfig } from './config';
import type { Webhooks } from './modules/integrations/webhooks/webhook-network';
import type { PrinterNetwork } from './modules/service/printers/printer-network';

/** What the HTTP app needs from its process: the database, config, logger and the relay nudge. */
export interface AppDeps {
  db: Kysely<DB>;
  config: AppConfig;
  log: Logger;
  /** Called after a command commits with the events it appended (the relay's fast path). */
  afterCommit(events: StoredEvent[]): void;
  /** After a commit that ended sessions: every gateway node closes their sockets. */
  endSessions(message: SessionEnded): void;
  /** Readiness: the database (and Redis, when the process uses it) answer within a timeout. */
  isReady(): Promise<boolean>;
  /** Which addresses a printer may have (checked on save and by the workers on connect). */
  printerNetwork: PrinterNetwork;
  /** Where webhooks may go (checked on save; the workers check again on every attempt), retries and limits. */
  webhooks: Webhooks;
}
