import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { pinoHttp } from 'pino-http';
import type { AppDeps } from './deps';
import { errorHandler, notFound } from './http/errors';
import { authRoutes } from './modules/auth/auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { searchRoutes } from './modules/search/search.routes';
import { openApiRoutes } from './openapi';
import { restaurantsRoutes } from './modules/restaurants/restaurants.routes';
import { membersRoutes } from './modules/members/members.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { runtimeRoutes } from './runtime.routes';
import { spacesRoutes } from './modules/spaces/spaces.routes';
import { tablesRoutes } from './modules/tables/tables.routes';
import { stationsRoutes } from './modules/stations/stations.routes';
import { menusRoutes } from './modules/menus/menus.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { dishesRoutes } from './modules/dishes/dishes.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { publicMenuRoutes } from './modules/public-menu/public-menu.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { billsRoutes } from './modules/bills/bills.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { reservationsRoutes } from './modules/reservations/reservations.routes';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { cashDrawerRoutes } from './modules/cash-drawer/cash-drawer.routes';

/** A domain module contributes one router, mounted at the root (its paths are absolute). */
export type ModuleRoutes = (deps: AppDeps) => Router;

/** The module list: a new domain adds its `*.routes.ts` factory here. */
const modules: ModuleRoutes[] = [
  runtimeRoutes,
  activityRoutes,
  authRoutes,
  usersRoutes,
  searchRoutes,
  restaurantsRoutes,
  membersRoutes,
  rolesRoutes,
  spacesRoutes,
  tablesRoutes,
  stationsRoutes,
  menusRoutes,
  categoriesRoutes,
  dishesRoutes,
  customersRoutes,
  uploadsRoutes,
  publicMenuRoutes,
  ordersRoutes,
  ticketsRoutes,
  billsRoutes,
  paymentsRoutes,
  invoicesRoutes,
  dashboardRoutes,
  reservationsRoutes,
  deliveryRoutes,
  waitlistRoutes,
  calendarRoutes,
  cashDrawerRoutes,
];

/** Builds the Express app: JSON API, health, then the built web app with an SPA fallback. */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // Request logs are written at info level; below it the middleware would only cost CPU (~5 % of a command).
  if (deps.log.isLevelEnabled('info')) {
    app.use(pinoHttp({ logger: deps.log, autoLogging: { ignore: (req) => !req.url?.startsWith('/api') && !req.url?.startsWith('/jwt') } }));
  }
  app.use(express.json({ limit: '1mb' }));

  app.get('/health', (_req, res) => void res.json({ ok: true }));
  app.get('/ready', async (_req, res) => {
    try {
      await deps.db.selectFrom('users').select('id').limit(1).execute();
      res.json({ ok: true });
    } catch {
      res.status(503).json({ ok: false });
    }
  });
  const mounted = modules.map((routes) => ({ module: routes.name.replace(/Routes$/, ''), router: routes(deps) }));
  for (const { router } of mounted) app.use(router);
  app.use(openApiRoutes(mounted));
  app.use(['/api', '/jwt'], (_req, _res, next) => next(notFound('Route')));

  const webDist = deps.config.webDist;
  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    app.use(express.static(webDist, { index: false, maxAge: '1h' }));
    app.get('/{*path}', (_req, res) => res.sendFile(path.join(webDist, 'index.html')));
  }
  app.use(errorHandler(deps.log));
  return app;
}
