import { useCallback } from 'react';
import { apiRequest } from '../../../api/http';
import { saveTokens, type UserData, type WorkPlace } from '../../../api/sessionStorage';
import { useAppDispatch } from '../../../store/hooks';
import { userUpdated } from '../../session/sessionSlice';
import { useApiResource } from '../useApiResource';

/** The notification switches of the account settings (names from the seed). */
export const NOTIFICATION_FLAGS = ['commentOnArticle', 'answerOnForm', 'followMe', 'newAnnouncements', 'productUpdates', 'blogDigest'] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];
export type Notifications = Record<NotificationFlag, boolean>;

/** `userData` with the account fields the settings edit. */
export interface AccountData extends UserData {
  company: string | null;
  bio: string | null;
  birthDate: string | null;
  country: string | null;
  website: string | null;
  phone: string | null;
  language: string | null;
  notifications: Notifications;
}

/** The signed-in user's account: load, update profile, change password, notification switches. */
export function useAccount() {
  const dispatch = useAppDispatch();
  const { data, setData, error, loading } = useApiResource<{ userData: AccountData; workPlaces: WorkPlace[] }>('/api/me');

  const apply = useCallback(
    (userData: AccountData) => {
      setData((d) => (d ? { ...d, userData } : d));
      // The session saga stores the updated user for the next visit.
      dispatch(userUpdated(userData));
    },
    [dispatch, setData],
  );

  const updateProfile = useCallback(
    async (patch: Partial<AccountData>) => {
      const res = await apiRequest<{ userData: AccountData }>('PATCH', '/api/me', patch);
      apply(res.userData);
    },
    [apply],
  );

  const changePassword = useCallback(
    async (currentPassword: string, newPassword: string) => {
      // Other devices are signed out; this one continues with the fresh tokens of the answer.
      const res = await apiRequest<{ accessToken: string; refreshToken: string }>('POST', '/api/me/password', { currentPassword, newPassword });
      saveTokens(res.accessToken, res.refreshToken);
    },
    [],
  );

  const saveNotifications = useCallback(
    async (flags: Notifications) => {
      const res = await apiRequest<{ notifications: Notifications }>('PUT', '/api/me/notifications', flags);
      setData((d) => (d ? { ...d, userData: { ...d.userData, notifications: res.notifications } } : d));
    },
    [setData],
  );

  return { account: data?.userData ?? null, error, loading, updateProfile, changePassword, saveNotifications };
}
