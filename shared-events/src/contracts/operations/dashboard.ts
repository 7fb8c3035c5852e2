/** The operations of the api's `dashboard` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZDashboardSummary } from '../dashboard';
import { ZDashboardQuery } from '../requests/dashboard';
import * as route from './routes';

export const dashboardSummary = {
  ...route.dashboardSummary,
  query: ZDashboardQuery,
  reply: ZDashboardSummary,
} as const;
