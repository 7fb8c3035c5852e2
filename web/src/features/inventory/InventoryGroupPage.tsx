import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ComingSoon';

/** Placeholder until this page's issue lands: says plainly what it will do. */
export default function InventoryGroupPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('nav.inventory-group')} description={t('comingSoon.inventory-group')} icon="group-objects" />;
}
