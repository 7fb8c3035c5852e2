import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as stations from './stations.service';

/** Kitchen stations (Grill, Fry, Bar, Pastry…) that dishes route to. */
export const stationsRoutes = defineRoutes('stations', (r) => {
  r.tenant(op.listStations, { summary: 'Kitchen stations' }, (ctx, { query }) => stations.listStations(ctx, query));
  r.tenant(op.createStation, { summary: 'Create a station' }, async (ctx, { body }) =>
    created(await stations.createStation(ctx, body)),
  );
  r.tenant(op.updateStation, { summary: 'Change a station' }, (ctx, { params, body }) =>
    stations.updateStation(ctx, params.stationId, body),
  );
  r.tenant(op.deleteStation, { summary: 'Delete a station' }, async (ctx, { params }) => {
    await stations.deleteStation(ctx, params.stationId);
    return noContent();
  });
});
