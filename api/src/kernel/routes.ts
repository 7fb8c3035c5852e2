import { Router, type Request, type RequestHandler } from 'express';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import { openContext, userContext, type OpenContext, type UserContext } from './account';
import { takesApiKeys, userOrApiKey } from './api-key-auth';
import { NOT_ON_THE_FLOOR, requireUser } from './auth';
import { badText } from './input-guard';
import { AppError, notFound, forbidden } from './errors';
import { FileReply, Reply, sendReply } from './replies';
import type { MountedRoute } from './route-table';
import { runTenant, type TenantContext } from './tenant';
import { parse } from './validate';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Who may call an operation: anyone, a signed-in user, or an active member of the path's restaurant. */
export type Access = 'open' | 'user' | 'tenant';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The path parameters of an Express path (`/orders/:orderId` → `{ orderId: string }`). */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** What an operation declares besides its handler: the contract the OpenAPI document is made of. */
export interface Spec<B extends Schema, Q extends Schema, R extends Schema> {
  summary: string;
  body?: B;
  query?: Q;
  /** The JSON reply (for 200/201); checked in tests (`config.checkReplies`). */
  reply?: R;
  /** Non-JSON requests or replies (uploads, files), for the document. */
  consumes?: 'multipart/form-data';
  produces?: string;
  /** Express middleware run before the body is read (e.g. multer for uploads). */
  before?: RequestHandler[];
  /** The message of the 404 for a malformed id in the path (default: "<Thing> not found"). */
  notFound?: string;
  /**
   * Whether a floor session (a PIN switch on a shared terminal) may call it. By default every tenant
   * operation of the session's own restaurant may be called, and no account operation. An API key
   * reaches what a floor session does (`api-key-auth.ts`), but see `apiKey`.
   */
  floor?: boolean;
  /**
   * `false`: no API key may call it although a floor session may — what is the caller's own (their
   * notifications, chats, availability): a key acts for the owner but is not them.
   */
  apiKey?: false;
}

/** What a handler gets besides its context: the checked path parameters, body and query. */
export interface Input<P extends string, B extends Schema, Q extends Schema> {
  params: PathParams<P>;
  body: Parsed<B>;
  query: Parsed<Q>;
  req: Request;
}

type Result<R extends Schema> = (R extends z.ZodType ? z.input<R> : unknown) | Reply | FileReply;
type Handler<C, P extends string, B extends Schema, Q extends Schema, R extends Schema> = (
  ctx: C,
  input: Input<P, B, Q>,
) => Promise<Result<R>> | Result<R>;

/** One operation as the OpenAPI document and the generated tests read it. */
export interface Operation {
  module: string;
  method: Method;
  path: string;
  access: Access;
  spec: Spec<Schema, Schema, Schema>;
}

/**
 * An operation as `@ros/shared-events` shares it (`operations.<name>`): method, path, and the zod
 * schemas of its body, query and JSON reply. The api's routes, the OpenAPI document and the web's
 * types all read the same object.
 */
export interface OperationContract {
  method: Uppercase<Method>;
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  reply?: z.ZodType;
}
type BodyOf<O> = O extends { body: infer S extends z.ZodType } ? S : undefined;
type QueryOf<O> = O extends { query: infer S extends z.ZodType } ? S : undefined;
type ReplyOf<O> = O extends { reply: infer S extends z.ZodType } ? S : undefined;
/** What a route adds to its shared operation: everything of `Spec` but the schemas. */
export type RouteSpec = Omit<Spec<undefined, undefined, undefined>, 'body' | 'query' | 'reply'>;

/** How a module declares its operations; each context gives the handler its transaction. */
export interface RouteBuilder {
  tenant<const O extends OperationContract>(
    op: O,
    spec: RouteSpec,
    handler: Handler<TenantContext, O['path'], BodyOf<O>, QueryOf<O>, ReplyOf<O>>,
  ): void;
  user<const O extends OperationContract>(
    op: O,
    spec: RouteSpec,
    handler: Handler<UserContext, O['path'], BodyOf<O>, QueryOf<O>, ReplyOf<O>>,
  ): void;
  open<const O extends OperationContract>(
    op: O,
    spec: RouteSpec,
    handler: Handler<OpenContext, O['path'], BodyOf<O>, QueryOf<O>, ReplyOf<O>>,
  ): void;
  /** Plain Express handlers for what is not an API operation (static files). */
  raw(path: string, ...handlers: RequestHandler[]): void;
}

/** A domain module's routes: its name and what it mounts (`raw` for plain Express handlers). */
export interface ModuleRoutes {
  module: string;
  build(deps: AppDeps): { routes: MountedRoute[]; raw: Router; operations: Operation[] };
}

/** Declares a module's operations (see `RouteBuilder`); `app.ts` mounts them. */
export function defineRoutes(module: string, declare: (r: RouteBuilder, deps: AppDeps) => void): ModuleRoutes {
  return {
    module,
    build(deps) {
      const raw = Router();
      const routes: MountedRoute[] = [];
      const operations: Operation[] = [];
      const add =
        (access: Access) =>
        (op: OperationContract, routeSpec: RouteSpec, handler: Handler<never, string, Schema, Schema, Schema>) => {
          const method = op.method.toLowerCase() as Method;
          const path = op.path;
          const spec: Spec<Schema, Schema, Schema> = { ...routeSpec, body: op.body, query: op.query, reply: op.reply };
          operations.push({ module, method, path, access, spec });
          const user = requireUser(deps.config.jwtSecret);
          const signedIn = access === 'open' ? [] : [userOrApiKey(deps, takesApiKeys(access, spec), user)];
          routes.push({
            method,
            path,
            handlers: [...signedIn, ...(spec.before ?? []), endpoint(deps, access, path, spec, handler)],
          });
        };
      declare(
        {
          tenant: add('tenant'),
          user: add('user'),
          open: add('open'),
          raw: (path, ...h) => void raw.use(path, ...h),
        } as RouteBuilder,
        deps,
      );
      return { routes, raw, operations };
    },
  };
}

/** "orderId" → "Order", the thing a 404 names. */
const thing = (param: string) => {
  const base = param.replace(/Id$/, '') || 'Resource';
  return base[0]!.toUpperCase() + base.slice(1).replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path parameters: an id that is not a uuid names nothing (404); any other text must be storable. */
function checkParams(req: Request, notFoundMessage?: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, raw] of Object.entries(req.params)) {
    const value = String(raw);
    if ((name === 'id' || name.endsWith('Id')) && !UUID.test(value)) {
      throw notFoundMessage ? new AppError('not_found', notFoundMessage) : notFound(thing(name));
    }
    const bad = badText(value);
    if (bad) throw new AppError('invalid_input', `${name}: ${bad}`, { [name]: bad });
    params[name] = value;
  }
  return params;
}

function endpoint(
  deps: AppDeps,
  access: Access,
  path: string,
  spec: Spec<Schema, Schema, Schema>,
  handler: Handler<never, string, Schema, Schema, Schema>,
): RequestHandler {
  const check = deps.config.checkReplies && spec.reply ? spec.reply : null;
  const onTheFloor = spec.floor ?? access === 'tenant';
  return async (req, res) => {
    const user = req.user!; // set by requireUser unless the operation is open
    if (user?.floor && !onTheFloor) throw forbidden(NOT_ON_THE_FLOOR);
    const input = {
      params: checkParams(req, spec.notFound),
      body: spec.body ? parse(spec.body, req.body ?? {}) : undefined,
      query: spec.query ? parse(spec.query, req.query) : undefined,
      req,
    } as Input<string, Schema, Schema>;
    const run = handler as (ctx: unknown, input: Input<string, Schema, Schema>) => Promise<unknown>;
    const result =
      access === 'tenant'
        ? await runTenant(deps, req, user, (ctx) => run(ctx, input))
        : access === 'user'
          ? await run(userContext(deps, req, user), input)
          : await run(openContext(deps, req), input);
    if (check) assertReply(check, result, `${req.method} ${path}`);
    sendReply(res, result);
  };
}

/** In tests: a reply that breaks its declared schema fails loudly instead of reaching a client. */
function assertReply(schema: z.ZodType, result: unknown, operation: string) {
  if (result instanceof FileReply || (result instanceof Reply && result.status >= 400)) return;
  const body = result instanceof Reply ? result.body : result;
  if (body === undefined) return;
  const checked = schema.safeParse(body);
  if (!checked.success) throw new Error(`${operation} replied outside its schema: ${checked.error.message}`);
}
