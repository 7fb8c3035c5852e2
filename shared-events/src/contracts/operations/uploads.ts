/** The operations of the api's `uploads` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZStoreImage } from '../uploads';
import * as route from './routes';

export const storeImage = { ...route.storeImage, reply: ZStoreImage } as const;
export const storeReceipt = { ...route.storeReceipt, reply: ZStoreImage } as const;
export const readReceipt = { ...route.readReceipt } as const;
