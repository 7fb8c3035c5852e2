import type { ReactNode } from 'react';
import { isPlanRequired } from '../../../api/errors';
import { PageHeader } from '../../../components/PageHeader';
import { UpgradePrompt } from '../../../components/UpgradePrompt';
import { useInventoryT } from './i18n';

interface Props {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** The page's load error: a 402 shows what Premium adds instead of the page. */
  error?: unknown;
  children: ReactNode;
}

/** An inventory page: its header, and the upgrade prompt on the Basic plan (inventory is Premium). */
export function InventoryFrame({ title, description, actions, error, children }: Props) {
  const t = useInventoryT();
  return (
    <div className="ros-page">
      <PageHeader title={title} description={description} actions={isPlanRequired(error) ? undefined : actions} />
      {isPlanRequired(error) ? (
        <UpgradePrompt variant="page" title={t('upgrade.title')} body={t('upgrade.body')} />
      ) : (
        children
      )}
    </div>
  );
}

/** A quantity as people read it: up to 3 decimals, no trailing zeros. */
export const formatQuantity = (n: number) => n.toLocaleString(undefined, { maximumFractionDigits: 3 });

/** A unit cost in minor units, which may hold fractions of a cent (a gram of saffron): "0.9875". */
export const formatUnitCost = (minor: number) =>
  (minor / 100).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
