/** The operations of the api's `api-keys` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZApiKeys, ZNewApiKey } from '../api-keys';
import { ZCreateApiKeyBody } from '../requests/api-keys';
import * as route from './routes';

export const listApiKeys = { ...route.listApiKeys, reply: ZApiKeys } as const;
export const createApiKey = { ...route.createApiKey, body: ZCreateApiKeyBody, reply: ZNewApiKey } as const;
export const revokeApiKey = { ...route.revokeApiKey } as const;
