/** The operations of the api's `runtime` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZRuntime } from '../runtime';
import * as route from './routes';

export const getConfig = { ...route.getConfig, reply: ZRuntime } as const;
