import { ZDelivery, ZDeliveryPage, ZDeliveryZone, ZDeliveryZones, ZDriverShift, ZDrivers, ZOrdersToDispatch } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import {
  ZAssignBody, ZCreateDeliveryBody, ZDeliveryListQuery, ZDeliveryStatusBody, ZShiftBody, ZUpdateDeliveryBody, ZUpdateZoneBody, ZZoneBody,
} from './delivery.schemas';
import * as delivery from './delivery.service';
import type { TenantContext } from '../../../kernel/tenant';

/** What the delivery routes start that reaches past delivery: cash collected on delivery pays the bill (api/src/flows/collect-delivery-cash.ts). */
export interface DeliveryFlows {
  recordDeliveredCash: (ctx: TenantContext, orderId: string) => Promise<number>;
}

/** Own delivery system (Premium): zones, deliveries, dispatch, drivers' shifts. Drivers see only their own deliveries. The route list gives it its flows. */
export const deliveryRoutes = ({ recordDeliveredCash }: DeliveryFlows) => defineRoutes('delivery', (r) => {
  const base = '/api/restaurants/:restaurantId';

  r.tenant('get', `${base}/delivery-zones`, { summary: 'Delivery zones', reply: ZDeliveryZones }, (ctx) => delivery.listZones(ctx));
  r.tenant('post', `${base}/delivery-zones`, { summary: 'Create a delivery zone', body: ZZoneBody, reply: ZDeliveryZone }, async (ctx, { body }) => created(await delivery.createZone(ctx, body)));
  r.tenant('patch', `${base}/delivery-zones/:zoneId`, { summary: 'Change a delivery zone', body: ZUpdateZoneBody, reply: ZDeliveryZone }, (ctx, { params, body }) => delivery.updateZone(ctx, params.zoneId, body));
  r.tenant('delete', `${base}/delivery-zones/:zoneId`, { summary: 'Delete a delivery zone' }, async (ctx, { params }) => {
    await delivery.deleteZone(ctx, params.zoneId);
    return noContent();
  });
  r.tenant('get', `${base}/deliveries`, { summary: 'Deliveries (dispatch board; a driver sees their own)', query: ZDeliveryListQuery, reply: ZDeliveryPage }, (ctx, { query }) => delivery.listDeliveries(ctx, query));
  r.tenant('get', `${base}/deliveries/pending-orders`, { summary: 'Delivery orders without a delivery yet', reply: ZOrdersToDispatch }, (ctx) => delivery.pendingOrders(ctx));
  r.tenant('post', `${base}/deliveries`, { summary: 'Create a delivery', body: ZCreateDeliveryBody, reply: ZDelivery }, async (ctx, { body }) => created(await delivery.createDelivery(ctx, body)));
  r.tenant('get', `${base}/deliveries/:deliveryId`, { summary: 'One delivery', reply: ZDelivery }, (ctx, { params }) => delivery.getDelivery(ctx, params.deliveryId));
  r.tenant('patch', `${base}/deliveries/:deliveryId`, { summary: 'Change a delivery', body: ZUpdateDeliveryBody, reply: ZDelivery }, (ctx, { params, body }) => delivery.updateDelivery(ctx, params.deliveryId, body));
  r.tenant('post', `${base}/deliveries/:deliveryId/assign`, { summary: 'Assign a delivery to a driver on shift', body: ZAssignBody, reply: ZDelivery }, (ctx, { params, body }) => delivery.assignDelivery(ctx, params.deliveryId, body));
  r.tenant('post', `${base}/deliveries/:deliveryId/status`, { summary: 'Move a delivery along (picked up, delivered, failed)', body: ZDeliveryStatusBody, reply: ZDelivery }, (ctx, { params, body }) =>
    // Delivered: the cash the driver collected goes on the order's bill (its zone's fee included), which closes the order.
    delivery.setDeliveryStatus(ctx, params.deliveryId, body, (orderId) => recordDeliveredCash(ctx, orderId)));
  r.tenant('get', `${base}/drivers`, { summary: 'Drivers and who is on shift', reply: ZDrivers }, (ctx) => delivery.listDrivers(ctx));
  r.tenant('post', `${base}/drivers/me/shift`, { summary: 'Start or end my own driving shift', body: ZShiftBody, reply: ZDriverShift }, (ctx, { body }) =>
    delivery.setShift(ctx, 'me', body.isOnShift));
  r.tenant('post', `${base}/drivers/:memberId/shift`, { summary: "Start or end a driver's shift (dispatch)", body: ZShiftBody, reply: ZDriverShift }, (ctx, { params, body }) =>
    delivery.setShift(ctx, params.memberId, body.isOnShift));
});
