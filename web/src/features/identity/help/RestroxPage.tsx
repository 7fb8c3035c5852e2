import { Card, H5, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';

const MODULES = ['pos', 'kitchen', 'menu', 'floor', 'inventory', 'staff', 'accounts', 'live'] as const;

/** About the product: what it does and the modules it brings together. */
export default function RestroxPage() {
  const { t } = useTranslation();
  return (
    <div className="ros-page ros-narrow">
      <PageHeader title={t('nav.restrox')} description={t('about.tagline')} />
      <Card>
        <p>{t('about.intro')}</p>
        <H5>{t('about.modulesTitle')}</H5>
        <HTMLTable compact striped>
          <tbody>
            {MODULES.map((m) => (
              <tr key={m}>
                <th>{t(`about.modules.${m}.name`)}</th>
                <td>{t(`about.modules.${m}.text`)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <p style={{ marginTop: 12 }}>{t('about.version', { version: '0.1.0' })}</p>
      </Card>
    </div>
  );
}
