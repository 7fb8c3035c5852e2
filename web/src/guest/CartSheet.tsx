import type { GuestOrdering, GuestQuote } from '@ros/shared-events';
import { useEffect, useId, useRef, useState } from 'react';
import { type GuestApiError, guestApi, type CartLine, type MenuDish } from './api';
import { newKey } from './storage';
import type { Translate } from './strings';

interface Props {
  rid: string;
  cart: CartLine[];
  dishes: Map<string, MenuDish>;
  /** Online ordering's offer (zones, times); null at a table. */
  online: GuestOrdering | null;
  tableToken: string | null;
  t: Translate;
  money: (minor: number) => string;
  setCart: (next: (prev: CartLine[]) => CartLine[]) => void;
  onPlaced: (token: string) => void;
  onClose: () => void;
}

/** The cart: lines with quantity and remarks, the server's totals (as the bill will be), and "Place order". */
export function CartSheet({ rid, cart, dishes, online, tableToken, t, money, setCart, onPlaced, onClose }: Props) {
  const titleId = useId();
  const [quote, setQuote] = useState<GuestQuote | null>(null);
  const [problem, setProblem] = useState<GuestApiError | null>(null);
  const [placing, setPlacing] = useState(false);
  const [details, setDetails] = useState({
    channel: 'pickup',
    customerName: '',
    phone: '',
    address: '',
    zoneId: '',
    wantedAt: '',
  });
  // One key per cart: a double tap, or a retry after a lost answer, is the same order.
  const key = useRef(newKey());
  const cartText = JSON.stringify(cart);
  const zoneId = online && details.channel === 'delivery' ? details.zoneId || undefined : undefined;

  useEffect(() => {
    key.current = newKey();
    if (!cart.length) return setQuote(null);
    let live = true;
    guestApi.quote(rid, cart, zoneId).then(
      (q) => live && (setQuote(q), setProblem(null)),
      (err: GuestApiError) => live && setProblem(err),
    );
    return () => void (live = false);
    // The cart's content and zone decide the quote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rid, cartText, zoneId]);

  const change = (lineKey: string, patch: Partial<CartLine> | null) =>
    setCart((prev) =>
      patch === null
        ? prev.filter((l) => l.key !== lineKey)
        : prev.map((l) => (l.key === lineKey ? { ...l, ...patch } : l)),
    );

  async function place() {
    setPlacing(true);
    try {
      const onlineDetails = online
        ? { ...details, zoneId: zoneId, address: details.channel === 'delivery' ? details.address : undefined }
        : {};
      const placed = await guestApi.place(rid, key.current, cart, tableToken ? { tableToken } : onlineDetails);
      onPlaced(placed.token);
    } catch (err) {
      setProblem(err as GuestApiError);
    } finally {
      setPlacing(false);
    }
  }

  const field = (name: keyof typeof details, label: string, type = 'text', autoComplete?: string) => (
    <>
      <label htmlFor={`${titleId}-${name}`}>{label}</label>
      <input
        id={`${titleId}-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={details[name]}
        aria-invalid={!!problem?.fields[name]}
        onChange={(e) => setDetails({ ...details, [name]: e.target.value })}
      />
      {problem?.fields[name] && <span className="g-error">{problem.fields[name]}</span>}
    </>
  );

  return (
    <div className="g-backdrop" onClick={onClose}>
      <div
        className="g-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
      >
        <header className="g-sheet-head">
          <h2 id={titleId}>{t('cart')}</h2>
          <button type="button" className="g-icon" aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        </header>
        {!cart.length && <p>{t('emptyCart')}</p>}
        <ul className="g-lines">
          {cart.map((l) => {
            const dish = dishes.get(l.dishId);
            const name = dish?.name ?? '…';
            const variant =
              dish && dish.variants.length > 1 ? dish.variants.find((v) => v.id === l.variantId)?.name : null;
            const mods =
              dish?.modifierGroups
                .flatMap((g) => g.options)
                .filter((o) => l.modifierOptionIds.includes(o.id))
                .map((o) => o.name) ?? [];
            return (
              <li key={l.key}>
                <div className="g-line-head">
                  <strong>{name}</strong>
                  {variant && ` (${variant})`}
                  {mods.length > 0 && <div className="g-muted">+ {mods.join(', ')}</div>}
                </div>
                <div className="g-qty">
                  <button
                    type="button"
                    aria-label={t('less', { name })}
                    onClick={() => change(l.key, l.quantity > 1 ? { quantity: l.quantity - 1 } : null)}
                  >
                    −
                  </button>
                  <span aria-live="polite">{l.quantity}</span>
                  <button
                    type="button"
                    aria-label={t('more', { name })}
                    disabled={l.quantity >= 50}
                    onClick={() => change(l.key, { quantity: l.quantity + 1 })}
                  >
                    +
                  </button>
                  <button
                    type="button"
                    className="g-link"
                    aria-label={t('remove', { name })}
                    onClick={() => change(l.key, null)}
                  >
                    ✕
                  </button>
                </div>
                <label className="g-sr" htmlFor={`${l.key}-remarks`}>{`${t('remarks')}: ${name}`}</label>
                <input
                  id={`${l.key}-remarks`}
                  placeholder={t('remarksHint')}
                  maxLength={300}
                  value={l.remarks}
                  onChange={(e) => change(l.key, { remarks: e.target.value })}
                />
              </li>
            );
          })}
        </ul>
        {online && cart.length > 0 && (
          <div className="g-form">
            <fieldset>
              <legend>{t('howToGet')}</legend>
              {(['pickup', 'delivery'] as const).map((c) => (
                <label key={c} className="g-choice">
                  <input
                    type="radio"
                    name={`${titleId}-channel`}
                    checked={details.channel === c}
                    onChange={() => setDetails({ ...details, channel: c })}
                  />
                  <span>{t(c)}</span>
                </label>
              ))}
            </fieldset>
            {field('customerName', t('name'), 'text', 'name')}
            {field('phone', t('phone'), 'tel', 'tel')}
            {details.channel === 'delivery' && field('address', t('address'), 'text', 'street-address')}
            {details.channel === 'delivery' && online.zones.length > 0 && (
              <>
                <label htmlFor={`${titleId}-zone`}>{t('zone')}</label>
                <select
                  id={`${titleId}-zone`}
                  value={details.zoneId}
                  onChange={(e) => setDetails({ ...details, zoneId: e.target.value })}
                >
                  <option value="">{t('chooseZone')}</option>
                  {online.zones.map((z) => (
                    <option key={z.id} value={z.id}>{`${z.name} · ${money(z.fee)}`}</option>
                  ))}
                </select>
              </>
            )}
            <label htmlFor={`${titleId}-time`}>{t('time')}</label>
            <select
              id={`${titleId}-time`}
              value={details.wantedAt}
              onChange={(e) => setDetails({ ...details, wantedAt: e.target.value })}
            >
              <option value="">{online.slots.length ? t('chooseTime') : t('noSlots')}</option>
              {online.slots.map((s) => (
                <option key={s} value={s}>
                  {new Date(s).toLocaleTimeString([], { weekday: 'short', hour: '2-digit', minute: '2-digit' })}
                </option>
              ))}
            </select>
          </div>
        )}
        {quote && cart.length > 0 && (
          <dl className="g-totals">
            <dt>{t('subtotal')}</dt>
            <dd>{money(quote.totals.subtotal)}</dd>
            {quote.totals.serviceCharge > 0 && (
              <>
                <dt>{t('serviceCharge')}</dt>
                <dd>{money(quote.totals.serviceCharge)}</dd>
              </>
            )}
            {quote.totals.tax > 0 && (
              <>
                <dt>{t('tax')}</dt>
                <dd>{money(quote.totals.tax)}</dd>
              </>
            )}
            {quote.totals.rounding !== 0 && (
              <>
                <dt>{t('rounding')}</dt>
                <dd>{money(quote.totals.rounding)}</dd>
              </>
            )}
            {quote.deliveryFee > 0 && (
              <>
                <dt>{t('deliveryFee')}</dt>
                <dd>{money(quote.deliveryFee)}</dd>
              </>
            )}
            <dt className="g-grand">{t('total')}</dt>
            <dd className="g-grand">{money(quote.toPay)}</dd>
          </dl>
        )}
        {problem && (
          <p className="g-error" role="alert">
            {problem.message}
          </p>
        )}
        <p className="g-muted">{t(online?.payOnline ? 'payOnlineLater' : 'payStaff')}</p>
        <button
          type="button"
          className="g-primary"
          disabled={!cart.length || placing || (!!problem && !Object.keys(problem.fields).length && !quote)}
          onClick={() => void place()}
        >
          {placing ? t('placing') : t('place')}
        </button>
      </div>
    </div>
  );
}
