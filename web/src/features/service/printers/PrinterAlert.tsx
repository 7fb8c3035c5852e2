import { Callout, Intent } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { showToast } from '../../../app/toaster';
import { useCan } from '../../../app/session/useAbility';
import { usePrintersT } from './i18n';
import { useListPrintersQuery } from './printers.api';
import { failingMessage } from './printerWords';

/**
 * The POS's live printer alert: a callout for every printer that is not answering (it stays after a
 * reload), and a toast the moment one stops. The list follows `printer.*` events on the socket.
 */
export function PrinterAlert({ restaurantId }: { restaurantId: string }) {
  const t = usePrintersT();
  const seesOrders = useCan('view', 'orders');
  const seesSettings = useCan('view', 'restaurant');
  const seesKitchen = useCan('view', 'kitchen');
  const canSee = seesOrders || seesSettings || seesKitchen;
  const { data } = useListPrintersQuery(restaurantId, { skip: !restaurantId || !canSee });
  const failing = (data?.data ?? []).filter((p) => p.enabled && p.status === 'failing');
  const known = useRef<Set<string> | null>(null);

  const failingKey = failing.map((p) => p.id).join(',');
  useEffect(() => {
    if (!data) return;
    const ids = new Set(failingKey ? failingKey.split(',') : []);
    // The first list only sets what is known: the callouts say it; toasts are for news.
    if (known.current) {
      for (const p of data.data) {
        if (ids.has(p.id) && !known.current.has(p.id))
          void showToast({ message: failingMessage(t, p), intent: Intent.DANGER, icon: 'print', timeout: 10_000 });
      }
    }
    known.current = ids;
  }, [data, failingKey, t]);

  if (!failing.length) return null;
  return (
    <div className="ros-printer-alerts" role="status" aria-live="polite">
      {failing.map((p) => (
        <Callout
          key={p.id}
          intent="danger"
          icon="print"
          compact
          style={{ marginBottom: 8 }}
          data-testid="printer-alert"
        >
          {failingMessage(t, p)}
        </Callout>
      ))}
    </div>
  );
}
