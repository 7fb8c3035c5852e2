import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearAuth } from '../../../api/sessionStorage';
import { toastError } from '../../../app/toaster';
import { useAppDispatch } from '../../../app/store/hooks';
import { loggedOut } from '../../../app/session/sessionSlice';
import { useLogoutEverywhereMutation } from './auth.api';

/** Ends every session of the account (every device, this one too): for a lost phone or a shared terminal. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [isBusy, setBusy] = useState(false);
  const [logoutEverywhere] = useLogoutEverywhereMutation();

  const handleClick = async () => {
    setBusy(true);
    try {
      await logoutEverywhere().unwrap();
      clearAuth();
      dispatch(loggedOut());
    } catch (error) {
      void toastError(error);
      setBusy(false);
    }
  };

  return (
    <Callout intent={Intent.NONE} icon="log-out" title={t('identity.everywhereTitle')} style={{ marginTop: 16 }}>
      <p>{t('identity.everywhereHint')}</p>
      <Button intent={Intent.DANGER} loading={isBusy} text={t('identity.everywhere')} onClick={handleClick} />
    </Callout>
  );
}
