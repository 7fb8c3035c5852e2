import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until this page's issue lands: says plainly what it will do. */
export default function AccountSuppliersPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('nav.account-suppliers')} description={t('comingSoon.account-suppliers')} icon="truck" />;
}
