/** The operations behind the links in guests' messages: manage-my-booking and unsubscribe (public, by token). */
import { ZGuestBooking, ZOfferSent, ZUnsubscribeView } from '../guest-messages';
import { ZCustomerOfferBody, ZGuestBookingChangeBody } from '../requests/guest-messages';
import * as route from './routes';

export const getGuestBooking = { ...route.getGuestBooking, reply: ZGuestBooking } as const;
export const changeGuestBooking = {
  ...route.changeGuestBooking,
  body: ZGuestBookingChangeBody,
  reply: ZGuestBooking,
} as const;
export const cancelGuestBooking = { ...route.cancelGuestBooking, reply: ZGuestBooking } as const;
export const getUnsubscribe = { ...route.getUnsubscribe, reply: ZUnsubscribeView } as const;
export const postUnsubscribe = { ...route.postUnsubscribe, reply: ZUnsubscribeView } as const;
export const sendCustomerOffer = { ...route.sendCustomerOffer, body: ZCustomerOfferBody, reply: ZOfferSent } as const;
