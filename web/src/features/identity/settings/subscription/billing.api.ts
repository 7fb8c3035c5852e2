import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../../api/baseApi';
import { urlOf, type BodyOf, type ReplyOf } from '../../../../api/operation';

type Op = typeof operations;
export type Subscription = ReplyOf<Op['getSubscription']>;
export type SubscriptionInvoice = ReplyOf<Op['listSubscriptionInvoices']>['data'][number];
export type TestCheckout = ReplyOf<Op['getTestCheckout']>;

/** The subscription: plan and status, checkout, cancel, the invoices; and the test provider's checkout page. */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscription: build.query<Subscription, string>({
      query: (rid) => urlOf(routes.getSubscription, { restaurantId: rid }),
      providesTags: ['Subscription'],
    }),
    listSubscriptionInvoices: build.query<SubscriptionInvoice[], string>({
      query: (rid) => urlOf(routes.listSubscriptionInvoices, { restaurantId: rid }),
      transformResponse: (res: ReplyOf<Op['listSubscriptionInvoices']>) => res.data,
      providesTags: ['Subscription'],
    }),
    /** Opens a checkout; the page then goes to its URL (the plan changes when the provider confirms). */
    startCheckout: build.mutation<ReplyOf<Op['startCheckout']>, { rid: string; body: BodyOf<Op['startCheckout']> }>({
      query: ({ rid, body }) => ({ url: urlOf(routes.startCheckout, { restaurantId: rid }), method: 'POST', body }),
    }),
    cancelSubscription: build.mutation<Subscription, { rid: string; body: BodyOf<Op['cancelSubscription']> }>({
      query: ({ rid, body }) => ({
        url: urlOf(routes.cancelSubscription, { restaurantId: rid }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Subscription', 'Restaurant'],
    }),
    resumeSubscription: build.mutation<Subscription, string>({
      query: (rid) => ({ url: urlOf(routes.resumeSubscription, { restaurantId: rid }), method: 'POST' }),
      invalidatesTags: ['Subscription'],
    }),
    setTestCard: build.mutation<Subscription, { rid: string; body: BodyOf<Op['setTestCard']> }>({
      query: ({ rid, body }) => ({ url: urlOf(routes.setTestCard, { restaurantId: rid }), method: 'PUT', body }),
      invalidatesTags: ['Subscription'],
    }),
    getTestCheckout: build.query<TestCheckout, string>({
      query: (checkoutId) => urlOf(routes.getTestCheckout, { checkoutId }),
    }),
    completeTestCheckout: build.mutation<
      TestCheckout,
      { checkoutId: string; body: BodyOf<Op['completeTestCheckout']> }
    >({
      query: ({ checkoutId, body }) => ({
        url: urlOf(routes.completeTestCheckout, { checkoutId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Subscription', 'Restaurant'],
    }),
  }),
});

export const {
  useGetSubscriptionQuery,
  useListSubscriptionInvoicesQuery,
  useStartCheckoutMutation,
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
  useSetTestCardMutation,
  useGetTestCheckoutQuery,
  useCompleteTestCheckoutMutation,
} = billingApi;
