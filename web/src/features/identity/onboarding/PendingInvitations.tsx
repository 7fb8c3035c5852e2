import { Button, ButtonGroup, Card, Classes, H5, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toastError, toastSuccess } from '../../../app/toaster';
import { useAppDispatch } from '../../../app/store/hooks';
import { restaurantSwitchRequested, workPlacesChanged } from '../../../app/session/sessionSlice';
import { useAcceptInvitationMutation, useDeclineInvitationMutation, useListInvitationsQuery } from './onboarding.api';
import type { Invitation } from './onboarding.types';

/** Invitations to join restaurants: accept (and switch there) or decline. */
export function PendingInvitations({ showEmpty = false }: { showEmpty?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const found = useListInvitationsQuery();
  // Invitations that cannot be read show as none.
  const invitations = found.data ?? (found.isError ? [] : null);
  const [acceptInvitation] = useAcceptInvitationMutation();
  const [declineInvitation] = useDeclineInvitationMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const handleAccept = async (invitation: Invitation) => {
    setBusyId(invitation.id);
    try {
      const { workPlaces } = await acceptInvitation(invitation.id).unwrap();
      dispatch(workPlacesChanged(workPlaces));
      dispatch(restaurantSwitchRequested({ restaurantId: invitation.restaurant.id }));
      void toastSuccess(t('invitations.joined', { name: invitation.restaurant.name }));
      navigate('/');
    } catch (error) {
      void toastError(error);
      setBusyId(null);
    }
  };

  const handleDecline = async (invitation: Invitation) => {
    setBusyId(invitation.id);
    try {
      await declineInvitation(invitation.id).unwrap();
    } catch (error) {
      void toastError(error);
    }
    setBusyId(null);
  };

  if (invitations === null) return <Spinner size={20} />;
  if (invitations.length === 0)
    return showEmpty ? <NonIdealState icon="envelope" title={t('invitations.none')} /> : null;
  return (
    <section aria-label={t('invitations.title')} className="ros-stack">
      <H5>{t('invitations.title')}</H5>
      {invitations.map((invitation) => (
        <Card key={invitation.id} className="ros-invitation" data-testid="invitation">
          <strong>{invitation.restaurant.name}</strong>
          <p className={Classes.TEXT_MUTED}>{t('invitations.asRole', { role: invitation.roleName })}</p>
          <ButtonGroup>
            <Button
              intent={Intent.PRIMARY}
              loading={busyId === invitation.id}
              text={t('invitations.accept')}
              onClick={() => handleAccept(invitation)}
            />
            <Button
              disabled={busyId === invitation.id}
              text={t('invitations.decline')}
              onClick={() => handleDecline(invitation)}
            />
          </ButtonGroup>
        </Card>
      ))}
    </section>
  );
}
