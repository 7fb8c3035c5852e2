/** What other features use of this feature; the route table imports its pages directly (lazily). */
export { useRoles } from './roles/useRoles';
export { useGetRestaurantQuery, useUpdateProfileMutation, useUpdateRestaurantMutation } from './settings.api';
export { type Role } from './settings.types';
