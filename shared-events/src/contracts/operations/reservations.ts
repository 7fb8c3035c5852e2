/** The operations of the api's `reservations` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import {
  ZAvailabilityQuery,
  ZCreateReservationBody,
  ZReservationListQuery,
  ZReservationStatusBody,
  ZUpdateReservationBody,
} from '../requests/reservations';
import { ZAvailability, ZReservation, ZReservationPage } from '../reservations';
import * as route from './routes';

export const listReservations = {
  ...route.listReservations,
  query: ZReservationListQuery,
  reply: ZReservationPage,
} as const;
export const availability = { ...route.availability, query: ZAvailabilityQuery, reply: ZAvailability } as const;
export const createReservation = {
  ...route.createReservation,
  body: ZCreateReservationBody,
  reply: ZReservation,
} as const;
export const getReservation = { ...route.getReservation, reply: ZReservation } as const;
export const updateReservation = {
  ...route.updateReservation,
  body: ZUpdateReservationBody,
  reply: ZReservation,
} as const;
export const setReservationStatus = {
  ...route.setReservationStatus,
  body: ZReservationStatusBody,
  reply: ZReservation,
} as const;
