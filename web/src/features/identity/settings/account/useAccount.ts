import { useCallback } from 'react';
import { saveTokens } from '../../../../api/sessionStorage';
import {
  useChangePasswordMutation,
  useGetMeQuery,
  useSaveNotificationsMutation,
  useUpdateProfileMutation,
} from '../settings.api';
import type { Notifications, ProfilePatch } from '../settings.types';

/** The signed-in user's account: load, update profile, change password, notification switches. */
export function useAccount() {
  const { data, error, isLoading } = useGetMeQuery();
  const [updateProfileMutation] = useUpdateProfileMutation();
  const [changePasswordMutation] = useChangePasswordMutation();
  const [saveNotificationsMutation] = useSaveNotificationsMutation();

  const updateProfile = useCallback(
    async (patch: ProfilePatch) => {
      await updateProfileMutation(patch).unwrap();
    },
    [updateProfileMutation],
  );

  const changePassword = useCallback(
    async (currentPassword: string, newPassword: string) => {
      // Other devices are signed out; this one continues with the fresh tokens of the answer.
      const tokens = await changePasswordMutation({ currentPassword, newPassword }).unwrap();
      saveTokens(tokens.accessToken, tokens.refreshToken);
    },
    [changePasswordMutation],
  );

  const saveNotifications = useCallback(
    async (flags: Notifications) => {
      await saveNotificationsMutation(flags).unwrap();
    },
    [saveNotificationsMutation],
  );

  return {
    account: data?.userData ?? null,
    error,
    loading: isLoading,
    updateProfile,
    changePassword,
    saveNotifications,
  };
}
