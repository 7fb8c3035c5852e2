import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../../components/TextField';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fieldErrorsOf } from '../auth/authApi';
import { EmailVerificationNotice } from '../auth/EmailVerificationNotice';
import { restaurantSwitchRequested, selectWorkPlaces, workPlacesChanged } from '../session/sessionSlice';
import { useCreateRestaurantMutation, useLazyMyWorkPlacesQuery } from './onboarding.api';
import { PendingInvitations } from './PendingInvitations';

/** "Create your restaurant": the first step after sign-up, and the switcher's "Create restaurant". */
export default function CreateRestaurantPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const hasRestaurant = useAppSelector(selectWorkPlaces).length > 0;
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [createRestaurant] = useCreateRestaurantMutation();
  const [readWorkPlaces] = useLazyMyWorkPlacesQuery();

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setErrors({ name: t('onboarding.nameRequired') });
    setSubmitting(true);
    try {
      const restaurant = await createRestaurant(name.trim()).unwrap();
      dispatch(workPlacesChanged(await readWorkPlaces().unwrap()));
      dispatch(restaurantSwitchRequested({ restaurantId: restaurant.id }));
      navigate('/');
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setSubmitting(false);
    }
  };

  return (
    <div className="ros-page ros-narrow">
      <PageHeader title={t(hasRestaurant ? 'onboarding.createAnother' : 'onboarding.title')} description={t('onboarding.description')} />
      <Card>
        <form onSubmit={handleSubmit} noValidate aria-label={t('onboarding.title')}>
          {errors.form && <Callout intent={Intent.DANGER}>{errors.form}</Callout>}
          <TextField id="name" label={t('onboarding.name')} value={name} error={errors.name} autoFocus onChange={(e) => setName(e.target.value)} />
          <Button type="submit" intent={Intent.PRIMARY} loading={isSubmitting} text={t('onboarding.create')} />
        </form>
      </Card>
      <br />
      <EmailVerificationNotice />
      <PendingInvitations />
    </div>
  );
}
