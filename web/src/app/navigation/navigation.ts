/**
 * The navigation table and search rule from shared-events, imported by file rather than through the
 * package root: the root also exports the zod event schemas, which would otherwise land in the
 * initial bundle. Only zod-free modules may be re-exported here.
 */
export { NAV_GROUPS, NAV_PAGES, searchPages, type NavPage } from '../../../../shared-events/src/navigation';
