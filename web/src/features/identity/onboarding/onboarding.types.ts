/** An invitation waiting for the signed-in user. */
export interface Invitation {
  id: string;
  restaurant: { id: string; name: string };
  roleName: string;
  invitedAt: string;
}
