import { Router } from 'express';
import { z } from 'zod';
import { scopeFor, type PermissionKey } from '@ros/shared-events';
import { takesApiKeys } from './kernel/api-key-auth';
import type { Operation } from './kernel/routes';
import checkedPermissions from './operation-permissions.json';

type Schema = Record<string, unknown>;
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const ERROR: Schema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
};

/** A zod schema as JSON Schema (the request's side for inputs, the reply's side for outputs). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Schema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Schema;
  return rest;
}

/** Query parameters: one per property of the query schema. */
function queryParameters(schema: z.ZodType) {
  const s = jsonSchema(schema, 'input') as { properties?: Record<string, Schema>; required?: string[] };
  return Object.entries(s.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: s.required?.includes(name) ?? false,
    schema: property,
  }));
}

/**
 * The API key scopes an operation needs, from the permissions it checks (recorded from the api's own
 * checks in operation-permissions.json, kept current by tests/src/integration/api-key-scopes.test.ts):
 * each entry is required, `a|b` means either. Undefined for an operation not recorded.
 */
function requiredScopes(op: Operation): string[] | undefined {
  const checks = (checkedPermissions as Record<string, string>)[`${op.method.toUpperCase()} ${op.path}`];
  if (checks === undefined) return undefined;
  const scopes = checks
    .split(',')
    .filter(Boolean)
    .map((alternatives) =>
      alternatives
        .split('|')
        .map((check) => {
          const [action, key] = check.split(':') as ['view' | 'edit', PermissionKey];
          return scopeFor(action, key);
        })
        .join('|'),
    );
  return [...new Set(scopes)];
}

/** Who may call it: a user's token, and for most tenant operations an API key with the scopes it needs. */
function access(op: Operation) {
  if (op.access === 'open') return {};
  if (!takesApiKeys(op.access, op.spec)) return { security: [{ bearer: [] }], 'x-api-key': false };
  const scopes = requiredScopes(op);
  return { security: [{ bearer: [] }, { apiKey: [] }], ...(scopes ? { 'x-required-scopes': scopes } : {}) };
}

function describe(op: Operation) {
  const { spec } = op;
  const pathParams = [...op.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'id' || name!.endsWith('Id') ? { type: 'string', format: 'uuid' } : { type: 'string' },
  }));
  const parameters = [...pathParams, ...(spec.query ? queryParameters(spec.query) : [])];
  const success = spec.produces
    ? { '200': { description: 'OK', content: { [spec.produces]: {} } } }
    : { '2XX': { description: 'OK', ...(spec.reply ? json(jsonSchema(spec.reply, 'output')) : {}) } };
  const failures = Object.fromEntries(
    [400, ...(op.access === 'open' ? [] : [401]), ...(op.access === 'tenant' ? [403, 404] : []), 409, 422, 429].map(
      (s) => [String(s), { description: 'Error', ...json(ERROR) }],
    ),
  );
  return {
    summary: spec.summary,
    tags: [op.module],
    'x-access': op.access,
    ...access(op),
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body ? { requestBody: { required: true, ...json(jsonSchema(spec.body, 'input')) } } : {}),
    ...(spec.consumes ? { requestBody: { required: true, content: { [spec.consumes]: {} } } } : {}),
    responses: { ...success, ...failures },
  };
}

/**
 * The OpenAPI 3.1 document of every operation the app mounts, generated from what each declares
 * (`defineRoutes`): summaries, path and query parameters, request and reply schemas. The
 * `x-access` extension says who may call it (open, user, tenant); generated tests walk it. API keys:
 * `x-required-scopes` on the operations that take one, `x-api-key: false` on the others.
 */
export function describeApi(operations: Operation[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const path = op.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[op.method] = describe(op);
  }
  paths['/api/openapi.json'] = {
    get: {
      summary: 'This document',
      tags: ['runtime'],
      'x-access': 'open',
      responses: { '200': { description: 'OpenAPI 3.1' } },
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Restaurant OS API', version: '0.1.0' },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'ros_…',
          description:
            "An API key of the restaurant (its owner creates them), as `Authorization: Bearer ros_…` or `X-Api-Key`. The operation's `x-required-scopes` are the scopes it needs (`a|b`: either); operations with `x-api-key: false` take no key.",
        },
      },
    },
    paths,
  };
}

/** Serves the document (built once, at start-up). */
export function openApiRoutes(operations: Operation[]): Router {
  const document = describeApi(operations);
  const r = Router();
  r.get('/api/openapi.json', (_req, res) => void res.json(document));
  return r;
}
