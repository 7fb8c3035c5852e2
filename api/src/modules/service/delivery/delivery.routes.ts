import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as delivery from './delivery.service';
import type { TenantContext } from '../../../kernel/tenant';

/** What the delivery routes start that reaches past delivery: cash collected on delivery pays the bill (api/src/flows/collect-delivery-cash.ts). */
export interface DeliveryFlows {
  recordDeliveredCash: (ctx: TenantContext, orderId: string) => Promise<number>;
}

/** Own delivery system (Premium): zones, deliveries, dispatch, drivers' shifts. Drivers see only their own deliveries. The route list gives it its flows. */
export const deliveryRoutes = ({ recordDeliveredCash }: DeliveryFlows) =>
  defineRoutes('delivery', (r) => {
    r.tenant(op.listZones, { summary: 'Delivery zones' }, (ctx) => delivery.listZones(ctx));
    r.tenant(op.createZone, { summary: 'Create a delivery zone' }, async (ctx, { body }) =>
      created(await delivery.createZone(ctx, body)),
    );
    r.tenant(op.updateZone, { summary: 'Change a delivery zone' }, (ctx, { params, body }) =>
      delivery.updateZone(ctx, params.zoneId, body),
    );
    r.tenant(op.deleteZone, { summary: 'Delete a delivery zone' }, async (ctx, { params }) => {
      await delivery.deleteZone(ctx, params.zoneId);
      return noContent();
    });
    r.tenant(op.listDeliveries, { summary: 'Deliveries (dispatch board; a driver sees their own)' }, (ctx, { query }) =>
      delivery.listDeliveries(ctx, query),
    );
    r.tenant(op.pendingOrders, { summary: 'Delivery orders without a delivery yet' }, (ctx) =>
      delivery.pendingOrders(ctx),
    );
    r.tenant(op.createDelivery, { summary: 'Create a delivery' }, async (ctx, { body }) =>
      created(await delivery.createDelivery(ctx, body)),
    );
    r.tenant(op.getDelivery, { summary: 'One delivery' }, (ctx, { params }) =>
      delivery.getDelivery(ctx, params.deliveryId),
    );
    r.tenant(op.updateDelivery, { summary: 'Change a delivery' }, (ctx, { params, body }) =>
      delivery.updateDelivery(ctx, params.deliveryId, body),
    );
    r.tenant(op.assignDelivery, { summary: 'Assign a delivery to a driver on shift' }, (ctx, { params, body }) =>
      delivery.assignDelivery(ctx, params.deliveryId, body),
    );
    r.tenant(
      op.setDeliveryStatus,
      { summary: 'Move a delivery along (picked up, delivered, failed)' },
      (ctx, { params, body }) =>
        // Delivered: the cash the driver collected goes on the order's bill (its zone's fee included), which closes the order.
        delivery.setDeliveryStatus(ctx, params.deliveryId, body, (orderId) => recordDeliveredCash(ctx, orderId)),
    );
    r.tenant(op.listDrivers, { summary: 'Drivers and who is on shift' }, (ctx) => delivery.listDrivers(ctx));
    r.tenant(op.postDriversMeShift, { summary: 'Start or end my own driving shift' }, (ctx, { body }) =>
      delivery.setShift(ctx, 'me', body.isOnShift),
    );
    r.tenant(op.postDriversShift, { summary: "Start or end a driver's shift (dispatch)" }, (ctx, { params, body }) =>
      delivery.setShift(ctx, params.memberId, body.isOnShift),
    );
  });
