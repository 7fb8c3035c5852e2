import { Router } from 'express';
import type { AppDeps } from './deps';

/**
 * `GET /api/config`: what the web client needs before signing in. `realtimeUrl` is null when the
 * gateway is on the API origin (embedded), else the gateway's public URL (`REALTIME_URL`).
 */
export function runtimeRoutes(_deps: AppDeps): Router {
  const router = Router();
  router.get('/api/config', (_req, res) => void res.json({ realtimeUrl: process.env.REALTIME_URL ?? null }));
  return router;
}
