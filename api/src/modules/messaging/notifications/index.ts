/** The notifications module's face: `notify` for the modules that detect what people should know, the bell's routes. */
export { notify, type NotifyContext } from './notify';
export { notificationsRoutes } from './notifications.routes';
