import { Router } from 'express';

type Schema = Record<string, unknown>;
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const body = (schema: Schema) => ({ required: true, ...json(schema) });
const ok = (schema: Schema, status = '200') => ({ [status]: { description: 'OK', ...json(schema) } });
const empty = (status: string) => ({ [status]: { description: 'No content' } });
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [String(s), { description: 'Error', ...json(ref('Error')) }]));
const obj = (properties: Record<string, Schema>, required: string[] = []): Schema => ({ type: 'object', properties, required });
const str: Schema = { type: 'string' };
const bool: Schema = { type: 'boolean' };
const num: Schema = { type: 'number' };
const list = (item: Schema) => obj({ data: { type: 'array', items: item }, total: { type: 'integer' } }, ['data']);
const rid = { name: 'restaurantId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
const pathId = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
const query = (name: string, schema: Schema = str) => ({ name, in: 'query', required: false, schema });
const secured = { security: [{ bearer: [] }] };

const session = obj({ accessToken: str, refreshToken: str, userData: ref('UserData'), workPlaces: { type: 'array', items: ref('WorkPlace') }, ability: { type: 'array', items: ref('AbilityRule') } });

/** Hand-written descriptions (foundation endpoints); `describeApi` adds every other routed path. */
export const openApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Restaurant OS API', version: '0.1.0' },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    schemas: {
      Error: obj({ error: obj({ code: str, message: str, fields: { type: 'object', additionalProperties: str } }, ['code', 'message']) }, ['error']),
      AbilityRule: obj({ action: str, subject: str }, ['action', 'subject']),
      WorkPlace: obj({ _id: str, name: str }, ['_id', 'name']),
      UserData: obj({
        id: str, username: str, email: str, fullName: str, avatar: str, company: str, bio: str, birthDate: { type: 'string', format: 'date' },
        country: str, website: str, phone: str, language: str, notifications: { type: 'object', additionalProperties: bool },
      }),
      Restaurant: obj({
        id: str, name: str, type: str, currency: str, timeZone: str, contact: str, email: str, address: str, coverImageUrl: str,
        isActive: bool, confirmOrders: bool, serviceChargePercent: num, taxPercent: num, taxInclusive: bool,
        plan: { enum: ['basic', 'premium', 'enterprise'] }, settings: { type: 'object' },
      }),
      Member: obj({
        id: str, userId: str, email: str, fullName: str, roleId: str, roleName: str, status: { enum: ['active', 'pending', 'inactive'] },
        invitedAt: str, joinedAt: str, position: str, contact: str, address: str, salary: { type: 'integer' },
        salaryType: { enum: ['Daily', 'Weekly', 'Monthly', 'Yearly'] },
      }),
      Role: obj({
        id: str, name: str, icon: str, systemKey: str, isSystem: bool, isDisabled: bool, employeeCount: { type: 'integer' }, remarks: str,
        permissions: { type: 'object', additionalProperties: { enum: ['none', 'view', 'edit'] } },
      }),
      SearchItem: obj({ id: str, target: str, isBookmarked: bool, title: str, icon: str, link: str, group: str }),
    },
  },
  paths: {
    '/jwt/register': { post: { summary: 'Register', requestBody: body(obj({ email: str, password: { type: 'string', minLength: 8 }, username: str }, ['email', 'password', 'username'])), responses: { ...ok(session, '201'), ...errors(400, 409) } } },
    '/jwt/login': { post: { summary: 'Sign in', requestBody: body(obj({ email: str, password: str }, ['email', 'password'])), responses: { ...ok(session), ...errors(400, 429) } } },
    '/jwt/refresh-token': { post: { summary: 'Rotate the refresh token', requestBody: body(obj({ refreshToken: str }, ['refreshToken'])), responses: { ...ok(obj({ accessToken: str, refreshToken: str })), ...errors(401) } } },
    '/api/auth/logout': { post: { ...secured, summary: 'Revoke the refresh token family', requestBody: body(obj({ refreshToken: str }, ['refreshToken'])), responses: empty('204') } },
    '/api/auth/forgot-password': { post: { summary: 'Request a reset link', requestBody: body(obj({ email: str }, ['email'])), responses: { '202': { description: 'Accepted' } } } },
    '/api/auth/reset-password': { post: { summary: 'Reset the password with a link token', requestBody: body(obj({ token: str, password: str }, ['token', 'password'])), responses: { ...empty('204'), ...errors(400) } } },
    '/api/me': {
      get: { ...secured, summary: 'The signed-in user', responses: ok(obj({ userData: ref('UserData'), workPlaces: { type: 'array', items: ref('WorkPlace') } })) },
      patch: { ...secured, summary: 'Update the profile', requestBody: body(ref('UserData')), responses: { ...ok(obj({ userData: ref('UserData') })), ...errors(400, 409) } },
    },
    '/api/me/password': { post: { ...secured, summary: 'Change the password (revokes every session; continue with the returned tokens)', requestBody: body(obj({ currentPassword: str, newPassword: str }, ['currentPassword', 'newPassword'])), responses: { ...ok(obj({ accessToken: str, refreshToken: str, otherSessionsRevoked: bool, message: str })), ...errors(400) } } },
    '/api/me/notifications': { put: { ...secured, summary: 'Notification switches', requestBody: body({ type: 'object', additionalProperties: bool }), responses: ok(obj({ notifications: { type: 'object', additionalProperties: bool } })) } },
    '/api/restaurants': {
      get: { ...secured, summary: 'My restaurants', responses: ok(list(obj({ id: str, name: str, plan: str, role: obj({ id: str, name: str }) }))) },
      post: { ...secured, summary: 'Create a restaurant (creator = Owner)', requestBody: body(ref('Restaurant')), responses: { ...ok(ref('Restaurant'), '201'), ...errors(400, 402) } },
    },
    '/api/restaurants/{restaurantId}': {
      get: { ...secured, parameters: [rid], responses: { ...ok(ref('Restaurant')), ...errors(404) } },
      patch: { ...secured, parameters: [rid], requestBody: body(ref('Restaurant')), responses: { ...ok(ref('Restaurant')), ...errors(400, 403, 404) } },
    },
    '/api/restaurants/{restaurantId}/ability': { get: { ...secured, parameters: [rid], responses: ok(obj({ ability: { type: 'array', items: ref('AbilityRule') }, role: obj({ id: str, name: str, systemKey: str }), restaurant: ref('Restaurant') })) } },
    '/api/restaurants/{restaurantId}/plan': { put: { ...secured, parameters: [rid], requestBody: body(obj({ plan: { enum: ['basic', 'premium', 'enterprise'] } }, ['plan'])), responses: { ...ok(ref('Restaurant')), ...errors(403) } } },
    '/api/restaurants/{restaurantId}/members': {
      get: {
        ...secured,
        parameters: [rid, query('q'), query('status'), query('roleId'), query('page', { type: 'integer' }), query('perPage', { type: 'integer' }), query('sort'), query('sortColumn')],
        responses: { ...ok(list(ref('Member'))), ...errors(403) },
      },
    },
    '/api/restaurants/{restaurantId}/members/invitations': {
      post: { ...secured, parameters: [rid], requestBody: body(obj({ invites: { type: 'array', items: obj({ email: str, roleId: str }, ['email', 'roleId']) } }, ['invites'])), responses: { ...ok(list(ref('Member')), '201'), ...errors(400, 403, 409) } },
    },
    '/api/restaurants/{restaurantId}/members/{memberId}': {
      patch: { ...secured, parameters: [rid, pathId('memberId')], requestBody: body(ref('Member')), responses: { ...ok(ref('Member')), ...errors(400, 403, 404, 422) } },
      delete: { ...secured, parameters: [rid, pathId('memberId')], responses: { ...empty('204'), ...errors(403, 404, 422) } },
    },
    '/api/invitations': { get: { ...secured, summary: 'My pending invitations', responses: ok(list(obj({ id: str, restaurant: obj({ id: str, name: str }), roleName: str, invitedAt: str }))) } },
    '/api/invitations/{id}/accept': { post: { ...secured, parameters: [pathId('id')], responses: { ...ok(obj({ workPlaces: { type: 'array', items: ref('WorkPlace') } })), ...errors(404) } } },
    '/api/invitations/{id}/decline': { post: { ...secured, parameters: [pathId('id')], responses: { ...empty('204'), ...errors(404) } } },
    '/api/restaurants/{restaurantId}/roles': {
      get: { ...secured, parameters: [rid], responses: { ...ok(list(ref('Role'))), ...errors(403) } },
      post: { ...secured, parameters: [rid], requestBody: body(ref('Role')), responses: { ...ok(ref('Role'), '201'), ...errors(400, 402, 403, 409) } },
    },
    '/api/restaurants/{restaurantId}/roles/{roleId}': {
      patch: { ...secured, parameters: [rid, pathId('roleId')], requestBody: body(ref('Role')), responses: { ...ok(ref('Role')), ...errors(400, 403, 404, 409, 422) } },
      delete: { ...secured, parameters: [rid, pathId('roleId'), query('transferTo')], responses: { ...empty('204'), ...errors(400, 403, 404, 422) } },
    },
    '/api/main-search/data': { get: { ...secured, responses: ok(obj({ searchArr: { type: 'array', items: ref('SearchItem') } })) } },
    '/api/bookmarks/data': { get: { ...secured, responses: ok(obj({ suggestions: { type: 'array', items: ref('SearchItem') }, bookmarks: { type: 'array', items: ref('SearchItem') } })) } },
    '/api/bookmarks/update': { post: { ...secured, requestBody: body(obj({ id: str }, ['id'])), responses: { ...ok(ref('SearchItem')), ...errors(404) } } },
    '/api/openapi.json': { get: { summary: 'This document', responses: { '200': { description: 'OpenAPI 3.1' } } } },
  } as Record<string, unknown>,
};

/** Summaries of routed paths without a hand-written description (the rest get their module's name). */
const SUMMARIES: Record<string, string> = {
  '/api/restaurants/{restaurantId}/orders': 'POS orders',
  '/api/restaurants/{restaurantId}/orders/{orderId}': 'One order',
  '/api/restaurants/{restaurantId}/orders/{orderId}/send': 'Send or fire to the kitchen',
  '/api/restaurants/{restaurantId}/orders/{orderId}/bill': 'Bill an order',
  '/api/restaurants/{restaurantId}/bills/{billId}': 'One bill',
  '/api/restaurants/{restaurantId}/invoices': 'Invoices (every bill)',
  '/api/restaurants/{restaurantId}/kds': 'Kitchen display board',
  '/api/restaurants/{restaurantId}/dishes': 'Dishes',
  '/api/restaurants/{restaurantId}/menus': 'Menus',
  '/api/restaurants/{restaurantId}/categories': 'Menu categories',
  '/api/restaurants/{restaurantId}/spaces': 'Floor spaces',
  '/api/restaurants/{restaurantId}/tables': 'Dining tables',
  '/api/restaurants/{restaurantId}/customers': 'Customers',
  '/api/restaurants/{restaurantId}/customers/{customerId}/history': "The customer's bills, newest first",
  '/api/restaurants/{restaurantId}/reservations': 'Reservations',
  '/api/restaurants/{restaurantId}/waitlist': 'Waitlist',
  '/api/restaurants/{restaurantId}/deliveries': 'Deliveries (dispatch board, driver list)',
  '/api/restaurants/{restaurantId}/events': 'Activity log',
};

/** A module's router and its name (`ordersRoutes` → `orders`). */
export interface MountedModule {
  module: string;
  router: Router;
}

interface Layer {
  handle: unknown;
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: Layer[] };
  match(path: string): unknown;
}
const needsUser = (layer: Layer) => (layer.handle as { requiresUser?: boolean } | null)?.requiresUser === true;

/** The routes of a module router: OpenAPI path, method, and whether a signed-in user is required. */
export function routesOf(router: Router) {
  const stack = (router as unknown as { stack: Layer[] }).stack;
  return stack.flatMap((layer) => {
    if (!layer.route) return [];
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    return paths.flatMap((path) => {
      const secured = layer.route!.stack.some(needsUser) || stack.some((l) => !l.route && needsUser(l) && Boolean(l.match(path)));
      const apiPath = path.replace(/:(\w+)/g, '{$1}');
      return Object.keys(layer.route!.methods).filter((m) => m !== '_all').map((method) => ({ path: apiPath, method, secured }));
    });
  });
}

/**
 * The document of every routed path: the hand-written descriptions above where they exist, a
 * generic operation (summary, module tag, path parameters) for the rest. Built once at startup.
 */
export function describeApi(mounted: MountedModule[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, ops] of Object.entries(openApiDocument.paths)) paths[path] = { ...(ops as Record<string, unknown>) };
  for (const { module, router } of mounted) {
    for (const { path, method, secured: isSecured } of routesOf(router)) {
      const ops = (paths[path] ??= {});
      if (ops[method]) continue;
      const parameters = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: str }));
      ops[method] = {
        ...(isSecured ? secured : {}),
        summary: SUMMARIES[path] ?? `${module} module`,
        tags: [module],
        ...(parameters.length ? { parameters } : {}),
        responses: { '2XX': { description: `See docs/api for the ${module} module` }, ...errors(400, 403, 404) },
      };
    }
  }
  return { ...openApiDocument, paths };
}

/** Serves the document of every route the app mounts (see `describeApi`). */
export function openApiRoutes(mounted: MountedModule[]): Router {
  const document = describeApi(mounted);
  const r = Router();
  r.get('/api/openapi.json', (_req, res) => void res.json(document));
  return r;
}
