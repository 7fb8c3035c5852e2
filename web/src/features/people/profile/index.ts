/** The profile feature's face; the route table imports its page directly (lazily). */
export { useGetMemberProfileQuery } from './profile.api';
