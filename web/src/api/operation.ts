import type { z } from 'zod';

/**
 * The web's side of the shared operations (`@ros/shared-events`: `routes.<name>` is an operation's
 * method and path, zod-free; `operations.<name>` adds its schemas). An endpoint builds its URL from
 * the route and takes its argument and result types from the operation, so a renamed path, field
 * or parameter is a type error here. Import the operations with `import type` only: the schemas
 * (and zod) stay out of the web's bundle.
 */

/** An operation's method and path, as `routes.<name>` gives them. */
export interface Route {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The path parameters of a route (`/orders/:orderId` → `{ orderId: string }`). */
export type ParamsOf<R extends { path: string }> = { [K in ParamNames<R['path']>]: string };

type Schema<O, K extends string> = O extends { readonly [P in K]: infer S extends z.ZodType } ? S : never;
/** The body an operation takes (what the client sends: the schema's input). */
export type BodyOf<O> = z.input<Schema<O, 'body'>>;
/** What an operation answers (the reply schema's output). */
export type ReplyOf<O> = z.output<Schema<O, 'reply'>>;

/**
 * The URL of a route with its path parameters filled in (each encoded) and, when given, a query
 * string of its values that are set (not undefined, null or ''):
 * `urlOf(routes.getCustomer, { restaurantId, customerId })`, `urlOf(routes.listItems, { restaurantId }, { q, page })`.
 */
export function urlOf<R extends Route>(route: R, params: ParamsOf<R>, query?: object): string {
  const values = params as Record<string, string>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query) as [string, unknown][])
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The web's own (narrower) view `W` of an operation's reply, allowed only while the reply is
 * assignable to it: a contract change that breaks the view is a type error at the endpoint.
 */
export type ViewOf<O, W> = [ReplyOf<O>] extends [W] ? W : { readonly replyNotAssignableTo: W };
