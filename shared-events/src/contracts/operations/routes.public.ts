/**
 * The operations under `/api/public/` (no session: guests' phones, links of guests' messages,
 * payment providers), apart from the rest (`routes.ts` re-exports them): the guest page
 * (web/src/guest) builds its URLs from these alone, so its first JS holds none of the staff's paths.
 */
export const cancelGuestBooking = { method: 'POST', path: '/api/public/reservations/:bookingToken/cancel' } as const;
export const changeGuestBooking = { method: 'PATCH', path: '/api/public/reservations/:bookingToken' } as const;
export const getGuestBooking = { method: 'GET', path: '/api/public/reservations/:bookingToken' } as const;
export const getGuestOrder = { method: 'GET', path: '/api/public/orders/:orderToken' } as const;
export const getProfile = { method: 'GET', path: '/api/public/restaurants/:restaurantId' } as const;
export const getPublicGuestPosts = { method: 'GET', path: '/api/public/restaurants/:restaurantId/posts' } as const;
export const getPublicMenu = { method: 'GET', path: '/api/public/restaurants/:restaurantId/menu' } as const;
export const getPublicTables = {
  method: 'GET',
  path: '/api/public/restaurants/:restaurantId/tables/:tableIdOrToken',
} as const;
export const getUnsubscribe = { method: 'GET', path: '/api/public/unsubscribe/:unsubscribeToken' } as const;
export const makeRequest = { method: 'POST', path: '/api/public/orders/:orderToken/requests' } as const;
export const ordering = { method: 'GET', path: '/api/public/restaurants/:restaurantId/ordering' } as const;
export const postPublicOrders = { method: 'POST', path: '/api/public/restaurants/:restaurantId/orders' } as const;
export const postUnsubscribe = { method: 'POST', path: '/api/public/unsubscribe/:unsubscribeToken' } as const;
export const quote = { method: 'POST', path: '/api/public/restaurants/:restaurantId/quote' } as const;
export const receiveNotification = { method: 'POST', path: '/api/public/payments/:provider/notifications' } as const;
export const restaurantBySlug = { method: 'GET', path: '/api/public/slugs/:slug' } as const;
export const startPayment = { method: 'POST', path: '/api/public/orders/:orderToken/payment' } as const;
export const getTestCheckout = { method: 'GET', path: '/api/public/billing/test-checkouts/:checkoutId' } as const;
export const completeTestCheckout = {
  method: 'POST',
  path: '/api/public/billing/test-checkouts/:checkoutId',
} as const;
export const receiveBillingWebhook = { method: 'POST', path: '/api/public/billing/:provider/webhooks' } as const;
