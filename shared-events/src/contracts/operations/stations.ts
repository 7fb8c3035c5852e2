/** The operations of the api's `stations` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZCreateStationBody, ZStationListQuery, ZUpdateStationBody } from '../requests/stations';
import { ZStation, ZStations } from '../stations';
import * as route from './routes';

export const listStations = { ...route.listStations, query: ZStationListQuery, reply: ZStations } as const;
export const createStation = { ...route.createStation, body: ZCreateStationBody, reply: ZStation } as const;
export const updateStation = { ...route.updateStation, body: ZUpdateStationBody, reply: ZStation } as const;
export const deleteStation = { ...route.deleteStation } as const;
