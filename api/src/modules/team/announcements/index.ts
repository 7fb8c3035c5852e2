/** The announcements module's face: what the route list may use. */
export { announcementsRoutes } from './announcements.routes';
/** Markdown to sanitised HTML, for the team's other Markdown pages (the help articles). */
export { renderMarkdown } from './markdown';
