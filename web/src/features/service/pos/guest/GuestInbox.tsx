import { Button, Card, Classes, Drawer, FormGroup, H5, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { toastError } from '../../../../app/toaster';
import { useCan } from '../../../../app/session/useAbility';
import { usePosT } from '../../../../app/i18n/pos';
import { money } from '../money';
import { chime } from './chime';
import {
  useAcceptGuestOrderMutation,
  useListGuestOrdersQuery,
  useListGuestRequestsQuery,
  useRejectGuestOrderMutation,
  useResolveGuestRequestMutation,
} from './guest.api';

/**
 * Guests' orders from their phones waiting for a waiter ("To confirm") and the tables' calls: a
 * button with the count (a chime when one arrives) and a drawer to accept, turn down or answer.
 */
export function GuestInbox({ restaurantId }: { restaurantId: string }) {
  const t = usePosT();
  const canOrder = useCan('edit', 'orders');
  const { data: waiting = [] } = useListGuestOrdersQuery(restaurantId);
  const { data: requests = [] } = useListGuestRequestsQuery(restaurantId);
  const [accept, accepting] = useAcceptGuestOrderMutation();
  const [reject] = useRejectGuestOrderMutation();
  const [resolve] = useResolveGuestRequestMutation();
  const [open, setOpen] = useState(false);
  const [rejecting, setRejecting] = useState<{ id: string; reason: string } | null>(null);
  const count = waiting.length + requests.length;
  const seen = useRef(count);
  useEffect(() => {
    if (count > seen.current) chime();
    seen.current = count;
  }, [count]);

  const run = (p: Promise<unknown>) => void p.catch((error: unknown) => toastError(error));
  return (
    <>
      <Button
        large
        icon="mobile-phone"
        intent={count ? 'warning' : 'none'}
        text={t('guest.button', { count: waiting.length })}
        onClick={() => setOpen(true)}
        rightIcon={
          requests.length ? (
            <Tag round intent="danger">
              {requests.length}
            </Tag>
          ) : undefined
        }
      />
      <Drawer isOpen={open} onClose={() => setOpen(false)} title={t('guest.title')} size="min(480px, 100%)">
        {/* Blueprint's drawer element takes no role or name: its body carries them for screen readers. */}
        <div
          className={Classes.DRAWER_BODY}
          role="dialog"
          aria-label={t('guest.title')}
          style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }}
        >
          {requests.map((r) => (
            <Card key={r.id} compact style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <Tag intent="danger" icon="notifications">
                {t(`guest.request.${r.kind}`, { table: r.tableName })}
              </Tag>
              <span style={{ flex: 1 }} className={Classes.TEXT_MUTED}>
                {new Date(r.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
              </span>
              {canOrder && (
                <Button
                  small
                  text={t('guest.done')}
                  onClick={() => run(resolve({ rid: restaurantId, id: r.id }).unwrap())}
                />
              )}
            </Card>
          ))}
          {!waiting.length && !requests.length && <NonIdealState icon="mobile-phone" title={t('guest.empty')} />}
          {waiting.map((g) => (
            <Card key={g.id} compact aria-label={t('guest.orderOf', { where: g.tableName ?? g.customerName ?? '' })}>
              <H5>
                {g.tableName
                  ? t('guest.atTable', { table: g.tableName })
                  : t(`guest.channel.${g.channel}`, { name: g.customerName ?? '' })}
              </H5>
              <ul style={{ margin: '0 0 8px', paddingLeft: 18 }}>
                {g.lines.map((l, n) => (
                  <li key={n}>
                    {l.quantity} × {l.name}
                    {l.variantName && l.variantName !== 'Regular' ? ` (${l.variantName})` : ''}
                    {l.modifiers.length > 0 && <span className={Classes.TEXT_MUTED}> + {l.modifiers.join(', ')}</span>}
                    {l.remarks && <em className={Classes.TEXT_MUTED}> “{l.remarks}”</em>}
                  </li>
                ))}
              </ul>
              <p>
                <strong>{money(g.grandTotal)}</strong>
              </p>
              {canOrder && rejecting?.id !== g.id && (
                <div style={{ display: 'flex', gap: 8 }}>
                  <Button
                    intent="success"
                    icon="tick"
                    loading={accepting.isLoading}
                    text={t('guest.accept')}
                    onClick={() => run(accept({ rid: restaurantId, id: g.id }).unwrap())}
                  />
                  <Button
                    icon="cross"
                    text={t('guest.reject')}
                    onClick={() => setRejecting({ id: g.id, reason: '' })}
                  />
                </div>
              )}
              {rejecting?.id === g.id && (
                <FormGroup label={t('guest.reason')} labelFor={`reject-${g.id}`}>
                  <InputGroup
                    id={`reject-${g.id}`}
                    value={rejecting.reason}
                    onChange={(e) => setRejecting({ id: g.id, reason: e.target.value })}
                  />
                  <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
                    <Button
                      intent="danger"
                      disabled={!rejecting.reason.trim()}
                      text={t('guest.rejectConfirm')}
                      onClick={() =>
                        run(
                          reject({ rid: restaurantId, id: g.id, reason: rejecting.reason.trim() })
                            .unwrap()
                            .then(() => setRejecting(null)),
                        )
                      }
                    />
                    <Button text={t('common.cancel')} onClick={() => setRejecting(null)} />
                  </div>
                </FormGroup>
              )}
            </Card>
          ))}
        </div>
      </Drawer>
    </>
  );
}
