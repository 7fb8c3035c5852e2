/** The bell: the signed-in member's notifications in the top bar (the shell shows it). */
export { NotificationBell } from './NotificationBell';
