/** What other features and the shell use of this feature; the route table imports its page directly (lazily). */
export { UnreadAnnouncements } from './UnreadAnnouncements';
