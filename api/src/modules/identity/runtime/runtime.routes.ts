import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';

/**
 * `GET /api/config`: what the web client needs before signing in. `realtimeUrl` is null when the
 * gateway is on the API origin (embedded), else the gateway's public URL (`REALTIME_URL`).
 */
export const runtimeRoutes = defineRoutes('runtime', (r) => {
  r.open(op.getConfig, { summary: 'What the web client needs before signing in' }, () => ({
    realtimeUrl: process.env.REALTIME_URL ?? null,
  }));
});
