import { Button, Callout, FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../../app/toaster';
import { useResumeSubscriptionMutation, useSetTestCardMutation, type Subscription } from './billing.api';
import { formatDay } from './format';

/** Where the subscription stands: active until, past due until, cancels on; and the test card. */
export function SubscriptionStatus({ rid, subscription }: { rid: string; subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`settingsPages.subscription.${key}`, values);
  const [resume, { isLoading: resuming }] = useResumeSubscriptionMutation();
  const [setTestCard] = useSetTestCardMutation();
  const sub = subscription.subscription;
  const day = (iso: string) => formatDay(iso, i18n.language);

  // A paid plan without a subscription (Enterprise, the demo): arranged outside checkout.
  let text =
    subscription.plan === 'basic'
      ? s('statusBasic')
      : s('statusArranged', { plan: s(`plans.${subscription.plan}.name`) });
  let intent: Intent = Intent.NONE;
  if (sub?.status === 'ended') text = s('statusEnded');
  else if (sub?.status === 'past_due') {
    text = s('statusPastDue', { date: day(sub.graceUntil ?? sub.currentPeriodEnd) });
    intent = Intent.DANGER;
  } else if (sub?.cancelAtPeriodEnd) {
    text = s('statusCancels', { date: day(sub.currentPeriodEnd) });
    intent = Intent.WARNING;
  } else if (sub) {
    text = s('statusActive', { date: day(sub.currentPeriodEnd) });
    intent = Intent.SUCCESS;
  }

  const handleResume = async () => {
    try {
      await resume(rid).unwrap();
      void toastSuccess(s('resumed'));
    } catch (err) {
      void toastError(err);
    }
  };
  const handleTestCard = async (testCard: 'succeeds' | 'fails') => {
    try {
      await setTestCard({ rid, body: { testCard } }).unwrap();
    } catch (err) {
      void toastError(err);
    }
  };

  return (
    <Callout intent={intent} title={s('status')} role="status" aria-label={s('status')}>
      <p data-testid="subscription-status">{text}</p>
      {sub && sub.status !== 'ended' && sub.cancelAtPeriodEnd && (
        <Button intent={Intent.PRIMARY} text={s('resume')} loading={resuming} onClick={() => void handleResume()} />
      )}
      {sub && sub.status !== 'ended' && sub.testCard && (
        <FormGroup label={s('testCard')} labelFor="test-card" style={{ marginTop: 8, marginBottom: 0 }}>
          <HTMLSelect
            id="test-card"
            value={sub.testCard}
            onChange={(e) => void handleTestCard(e.currentTarget.value as 'succeeds' | 'fails')}
            options={[
              { value: 'succeeds', label: s('testCardSucceeds') },
              { value: 'fails', label: s('testCardFails') },
            ]}
          />
        </FormGroup>
      )}
    </Callout>
  );
}
