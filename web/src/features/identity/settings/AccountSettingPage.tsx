import { Card, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { INTERFACE_LANGUAGES } from '../../../i18n';
import { describeError } from '../../../app/errors';
import { EmailVerificationNotice } from '../auth';
import { SignOutEverywhere } from '../auth';
import { NotificationsTab } from './account/NotificationsTab';
import { PasswordTab } from './account/PasswordTab';
import { ProfileFieldsForm, type FieldSpec } from './account/ProfileFieldsForm';
import { useAccount } from './account/useAccount';

const GENERAL: FieldSpec[] = [
  { key: 'username', required: true },
  { key: 'fullName' },
  { key: 'email', type: 'email', required: true },
  { key: 'company' },
];

const INFO: FieldSpec[] = [
  { key: 'bio', type: 'textarea' },
  { key: 'birthDate', type: 'date' },
  { key: 'country' },
  { key: 'website', type: 'url' },
  { key: 'phone', type: 'tel' },
  { key: 'language', type: 'select', options: [...INTERFACE_LANGUAGES], required: true },
];

type TabId = 'general' | 'info' | 'password' | 'notifications';

/** Account setting: the signed-in user's profile, password and notification switches. */
export default function AccountSettingPage() {
  const { t } = useTranslation();
  const { account, error, loading, updateProfile, changePassword, saveNotifications } = useAccount();
  const [tab, setTab] = useState<TabId>('general');

  if (!account) {
    if (loading) return <Spinner />;
    return <NonIdealState icon="error" title={describeError(error)} />;
  }

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader title={t('settingsPages.account.title')} description={account.email} />
      <EmailVerificationNotice user={account} />
      <Card>
        <Tabs id="account-tabs" selectedTabId={tab} onChange={(id) => setTab(id as TabId)} renderActiveTabPanelOnly>
          <Tab
            id="general"
            icon="person"
            title={t('settingsPages.account.tabs.general')}
            panel={
              <ProfileFieldsForm formId="account-general" account={account} fields={GENERAL} onSave={updateProfile} />
            }
          />
          <Tab
            id="info"
            icon="info-sign"
            title={t('settingsPages.account.tabs.info')}
            panel={<ProfileFieldsForm formId="account-info" account={account} fields={INFO} onSave={updateProfile} />}
          />
          <Tab
            id="password"
            icon="lock"
            title={t('settingsPages.account.tabs.password')}
            panel={
              <>
                <PasswordTab onChange={changePassword} />
                <SignOutEverywhere />
              </>
            }
          />
          <Tab
            id="notifications"
            icon="notifications"
            title={t('settingsPages.account.tabs.notifications')}
            panel={
              <NotificationsTab
                initial={account.notifications}
                hasPhone={Boolean(account.phone)}
                onSave={saveNotifications}
              />
            }
          />
        </Tabs>
      </Card>
    </div>
  );
}
