/** The operations of the api's `users` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZChangePassword, ZMe, ZNotifications, ZUpdateMe } from '../auth';
import { ZChangePasswordBody, ZNotificationsBody, ZUpdateMeBody } from '../requests/me';
import * as route from './routes';

export const getMe = { ...route.getMe, reply: ZMe } as const;
export const updateMe = { ...route.updateMe, body: ZUpdateMeBody, reply: ZUpdateMe } as const;
export const changePassword = { ...route.changePassword, body: ZChangePasswordBody, reply: ZChangePassword } as const;
export const setNotifications = { ...route.setNotifications, body: ZNotificationsBody, reply: ZNotifications } as const;
