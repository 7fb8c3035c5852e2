/** What other features use of this feature; the route table imports its pages directly (lazily). */
export { useListMembersQuery } from './staff.api';
export { type Member } from './staff.types';
