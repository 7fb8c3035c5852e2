/**
 * Socket.IO room names. Built only on the server from ids it has checked; a client never names a
 * room itself.
 */
export const restaurantRoom = (restaurantId: string): string => `restaurant-${restaurantId}`;
