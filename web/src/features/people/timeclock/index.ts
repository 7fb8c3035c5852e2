/** What other features use of this feature; the route table imports its pages directly (lazily). */
export { useListTerminalsQuery, useSetPinMutation } from './timeclock.api';
