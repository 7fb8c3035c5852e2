/** The operations of the api's `profiles` module: method, path, request and reply schemas. */
import { ZMemberProfile } from '../profiles';
import * as route from './routes';

export const getMemberProfile = { ...route.getMemberProfile, reply: ZMemberProfile } as const;
