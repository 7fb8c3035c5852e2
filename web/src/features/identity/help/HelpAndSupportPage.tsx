import { Card, Classes, H5, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';

interface FaqEntry {
  q: string;
  a: string;
}

const CATEGORIES = ['general', 'accounts', 'signIn', 'sales', 'support'] as const;

/** Help and support: the FAQ by category (General, Accounts, Sign In/Log In, Sales, Support), searchable. */
export default function HelpAndSupportPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>('general');
  const q = query.trim().toLowerCase();

  const entries = (key: string) =>
    (t(`help.faq.${key}.items`, { returnObjects: true }) as FaqEntry[]).filter(
      (e) => !q || e.q.toLowerCase().includes(q) || e.a.toLowerCase().includes(q),
    );

  return (
    <div className="ros-page ros-narrow">
      <PageHeader title={t('nav.help-and-support')} description={t('help.description')} />
      <InputGroup
        leftIcon="search"
        placeholder={t('help.searchPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <br />
      <Tabs id="faq" selectedTabId={category} onChange={(id) => setCategory(String(id))}>
        {CATEGORIES.map((key) => (
          <Tab
            key={key}
            id={key}
            title={t(`help.faq.${key}.title`)}
            panel={
              <div>
                {entries(key).map((e) => (
                  <Card key={e.q} className="ros-faq-item">
                    <H5>{e.q}</H5>
                    <p>{e.a}</p>
                  </Card>
                ))}
                {entries(key).length === 0 && <p className={Classes.TEXT_MUTED}>{t('help.noMatch')}</p>}
              </div>
            }
          />
        ))}
      </Tabs>
      <Card>
        <H5>{t('help.contactTitle')}</H5>
        <p>{t('help.contactBody')}</p>
      </Card>
    </div>
  );
}
