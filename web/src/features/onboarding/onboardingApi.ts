import { apiRequest } from '../../api/http';
import type { WorkPlace } from '../../api/sessionStorage';

/** An invitation waiting for the signed-in user. */
export interface Invitation {
  id: string;
  restaurant: { id: string; name: string };
  roleName: string;
  invitedAt: string;
}

export const fetchInvitations = () => apiRequest<{ data: Invitation[] }>('GET', '/api/invitations').then((r) => r.data);
export const acceptInvitation = (id: string) => apiRequest<{ workPlaces: WorkPlace[] }>('POST', `/api/invitations/${id}/accept`);
export const declineInvitation = (id: string) => apiRequest<unknown>('POST', `/api/invitations/${id}/decline`);
export const createRestaurant = (name: string) => apiRequest<{ id: string; name: string }>('POST', '/api/restaurants', { name });
export const fetchMe = () => apiRequest<{ workPlaces: WorkPlace[] }>('GET', '/api/me');
