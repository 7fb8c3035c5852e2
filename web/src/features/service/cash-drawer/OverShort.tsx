import { Intent, Tag } from '@blueprintjs/core';
import { formatAmount } from '../../../components/money';
import { useCashT } from './i18n';

/** Counted against expected: "Balanced", "Over €1.00" or "Short €0.50". */
export function OverShort({ amount, currency }: { amount: number; currency: string | null }) {
  const t = useCashT();
  if (amount === 0) return <Tag intent={Intent.SUCCESS}>{t('balanced')}</Tag>;
  return amount > 0 ? (
    <Tag intent={Intent.WARNING}>{t('over', { amount: formatAmount(amount, currency) })}</Tag>
  ) : (
    <Tag intent={Intent.DANGER}>{t('short', { amount: formatAmount(-amount, currency) })}</Tag>
  );
}
