import { z } from 'zod';
import { defineEvent } from './define';

const named = (p: { name: string }) => ({ values: { name: p.name } });

const ZStationRef = z.object({ stationId: z.string().uuid(), name: z.string(), isDefault: z.boolean() });

/** A kitchen station (Grill, Fry, Bar, …) was created. */
export const stationCreated = defineEvent('station.created', ZStationRef, { describe: named });
/** A station was renamed, reordered or made the default. */
export const stationUpdated = defineEvent('station.updated', ZStationRef, { describe: named });
/** A station was deleted (its dishes and categories fall back to the default). */
export const stationDeleted = defineEvent('station.deleted', z.object({ stationId: z.string().uuid() }));
