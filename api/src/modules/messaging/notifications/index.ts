export { notify, type NotificationRequest, type NotifyContext } from './notify';
