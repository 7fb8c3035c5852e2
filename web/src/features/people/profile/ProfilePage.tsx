import { NonIdealState, Spinner } from '@blueprintjs/core';
import { routes } from '@ros/shared-events';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { urlOf } from '../../../api/operation';
import { PageHeader } from '../../../components/PageHeader';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useGetMemberProfileQuery } from './profile.api';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';

/**
 * `/apps/profile`: your own profile (edit it, see your week); `/apps/profile/:memberId`: a
 * colleague's card, with what your role lets you see.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { memberId = 'me' } = useParams();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const { data, isLoading, isError, refetch } = useGetMemberProfileQuery({ rid, memberId }, { skip: !rid });
  if (isLoading) return <Spinner />;
  if (isError || !data) return <NonIdealState icon="error" title={t('common.loadFailed')} />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 900 }}>
      <PageHeader title={t('profile.title')} description={data.name} />
      <ProfileDetails profile={data} />
      {data.isSelf && (
        <ProfileForm
          profile={data}
          uploadUrl={urlOf(routes.storeImage, { restaurantId: rid })}
          onSaved={() => void refetch()}
        />
      )}
    </div>
  );
}
