import { AnchorButton, Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Shown when the API answers `plan_required`: the feature needs Premium. */
export function UpgradePrompt({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Callout intent={Intent.WARNING} icon="crown" title={t('settingsPages.upgrade.title')}>
      <p>{message ?? t('settingsPages.upgrade.body')}</p>
      <Link to="/apps/setting/Subscription">
        <AnchorButton intent={Intent.PRIMARY} icon="arrow-right" text={t('settingsPages.upgrade.cta')} tabIndex={-1} />
      </Link>
    </Callout>
  );
}
