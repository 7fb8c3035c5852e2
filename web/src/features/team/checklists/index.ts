/** What other features use of this feature; the route table imports its pages directly (lazily). */
export { useListChecklistsQuery } from './checklists.api';
