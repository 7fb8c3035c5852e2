import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until this page's issue lands: says plainly what it will do. */
export default function InventoryListPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('nav.inventory-list')} description={t('comingSoon.inventory-list')} icon="box" />;
}
