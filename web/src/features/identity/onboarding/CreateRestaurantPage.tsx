import { Button, Callout, Card, H4, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { TextField } from '../../../components/TextField';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks';
import { fieldErrorsOf } from '../auth';
import { EmailVerificationNotice } from '../auth';
import { restaurantSwitchRequested, selectWorkPlaces, workPlacesChanged } from '../../../app/session/sessionSlice';
import { useLazyGetMeQuery } from '../../../app/session/session.api';
import { useCreateRestaurantMutation } from './onboarding.api';
import { DEFAULT_WEEK, OpeningHoursFields, toOpeningHours } from '../../../components/OpeningHoursFields';
import { PendingInvitations } from './PendingInvitations';
import { DEFAULT_SETUP, RestaurantSetupFields } from './RestaurantSetupFields';

/**
 * "Create your restaurant": the first step after sign-up, and the switcher's "Create restaurant".
 * It asks what matters before the first order: time zone, currency, tax, service charge and the
 * opening hours. Online and QR ordering start off; the dashboard's checklist leads to going live.
 */
export default function CreateRestaurantPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const hasRestaurant = useAppSelector(selectWorkPlaces).length > 0;
  const [name, setName] = useState('');
  const [setup, setSetup] = useState(DEFAULT_SETUP);
  const [week, setWeek] = useState(DEFAULT_WEEK);
  const [isAlwaysOpen, setAlwaysOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [createRestaurant] = useCreateRestaurantMutation();
  const [readMe] = useLazyGetMeQuery();

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setErrors({ name: t('onboarding.nameRequired') });
    const taxPercent = Number(setup.taxPercent.replace(',', '.'));
    const serviceChargePercent = Number(setup.serviceChargePercent.replace(',', '.'));
    const invalid: Record<string, string> = {};
    if (!setup.taxPercent.trim() || !Number.isFinite(taxPercent)) invalid.taxPercent = t('setup.percentInvalid');
    if (!setup.serviceChargePercent.trim() || !Number.isFinite(serviceChargePercent))
      invalid.serviceChargePercent = t('setup.percentInvalid');
    if (Object.keys(invalid).length) return setErrors(invalid);
    setSubmitting(true);
    try {
      const restaurant = await createRestaurant({
        name: name.trim(),
        timeZone: setup.timeZone,
        currency: setup.currency,
        taxPercent,
        taxInclusive: setup.taxInclusive,
        serviceChargePercent,
        settings: {
          serviceCharge: { orderTypes: setup.serviceChargeOrderTypes },
          reservations: { openingHours: toOpeningHours(week, isAlwaysOpen) },
        },
      }).unwrap();
      dispatch(workPlacesChanged((await readMe().unwrap()).workPlaces));
      dispatch(restaurantSwitchRequested({ restaurantId: restaurant.id }));
      navigate('/');
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setSubmitting(false);
    }
  };

  return (
    <div className="ros-page ros-narrow">
      <PageHeader
        title={t(hasRestaurant ? 'onboarding.createAnother' : 'onboarding.title')}
        description={t('onboarding.description')}
      />
      <Card>
        <form onSubmit={handleSubmit} noValidate aria-label={t('onboarding.title')}>
          {errors.form && <Callout intent={Intent.DANGER}>{errors.form}</Callout>}
          <TextField
            id="name"
            label={t('onboarding.name')}
            value={name}
            error={errors.name}
            autoFocus
            onChange={(e) => setName(e.target.value)}
          />
          <H4>{t('setup.moneyAndTime')}</H4>
          <RestaurantSetupFields values={setup} errors={errors} onChange={setSetup} />
          <OpeningHoursFields
            week={week}
            isAlwaysOpen={isAlwaysOpen}
            error={errors['settings.reservations.openingHours']}
            onChange={setWeek}
            onAlwaysOpenChange={setAlwaysOpen}
          />
          <Callout intent={Intent.PRIMARY} icon="info-sign">
            {t('setup.startsOff')}
          </Callout>
          <br />
          <Button type="submit" intent={Intent.PRIMARY} loading={isSubmitting} text={t('onboarding.create')} />
        </form>
      </Card>
      <br />
      <EmailVerificationNotice />
      <PendingInvitations />
    </div>
  );
}
