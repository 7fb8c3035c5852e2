import { routes, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import type { AuthPayload } from '../../../api/sessionStorage';
import type { TerminalConfig } from '../../../app/terminal/terminalStorage';

type Op = typeof operations;
type Switched = ViewOf<
  Op['pinSwitch'],
  AuthPayload & { restaurantId: string; terminal: { id: string; name: string; idleLockSeconds: number } }
>;
type NewTerminal = ViewOf<Op['createTerminal'], TerminalConfig>;

/**
 * A shared terminal's commands. Both answer a secret (the session of whom switched in, the
 * terminal's token) that goes to storage, never the cache: the page `reset`s each call once read.
 */
export const terminalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A manager signs this device in as a terminal of the restaurant. */
    createTerminal: build.mutation<NewTerminal, { rid: string; body: BodyOf<Op['createTerminal']> }>({
      query: ({ rid, body }) => ({ url: urlOf(routes.createTerminal, { restaurantId: rid }), method: 'POST', body }),
      invalidatesTags: ['TimeClock'],
    }),
    /** A staff member switches the terminal to themselves by PIN. */
    pinSwitch: build.mutation<Switched, { rid: string; body: BodyOf<Op['pinSwitch']> }>({
      query: ({ rid, body }) => ({ url: urlOf(routes.pinSwitch, { restaurantId: rid }), method: 'POST', body }),
    }),
  }),
});

export const { useCreateTerminalMutation, usePinSwitchMutation } = terminalApi;
