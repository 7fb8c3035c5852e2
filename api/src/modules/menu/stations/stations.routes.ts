import { ZStation, ZStations } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import { ZCreateStationBody, ZStationListQuery, ZUpdateStationBody } from './stations.schemas';
import * as stations from './stations.service';

/** Kitchen stations (Grill, Fry, Bar, Pastry…) that dishes route to. */
export const stationsRoutes = defineRoutes('stations', (r) => {
  const base = '/api/restaurants/:restaurantId/stations';
  r.tenant('get', base, { summary: 'Kitchen stations', query: ZStationListQuery, reply: ZStations }, (ctx, { query }) => stations.listStations(ctx, query));
  r.tenant('post', base, { summary: 'Create a station', body: ZCreateStationBody, reply: ZStation }, async (ctx, { body }) => created(await stations.createStation(ctx, body)));
  r.tenant('patch', `${base}/:stationId`, { summary: 'Change a station', body: ZUpdateStationBody, reply: ZStation }, (ctx, { params, body }) => stations.updateStation(ctx, params.stationId, body));
  r.tenant('delete', `${base}/:stationId`, { summary: 'Delete a station' }, async (ctx, { params }) => {
    await stations.deleteStation(ctx, params.stationId);
    return noContent();
  });
});
