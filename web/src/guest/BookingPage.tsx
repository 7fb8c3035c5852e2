import type { GuestBooking } from '@ros/shared-events';
import { useEffect, useState, type FormEvent } from 'react';
import { type GuestApiError, guestApi } from './api';
import type { Translate } from './strings';

/** "Saturday 6 December, 20:30" in the restaurant's time zone and the phone's language. */
const whenOf = (booking: GuestBooking, language: string) =>
  new Intl.DateTimeFormat(language, {
    timeZone: booking.restaurant.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(booking.startsAt));

/**
 * The manage-my-booking page of a confirmation's link (`/reservation/<token>`): the booking, and
 * while it has not begun, a form to move it or change its party size (the restaurant's rules
 * decide, its message shown as it is) and a cancel button that asks once more.
 */
export function BookingPage({ token, t, language }: { token: string; t: Translate; language: string }) {
  const [booking, setBooking] = useState<GuestBooking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [form, setForm] = useState({ date: '', time: '', partySize: '' });
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const show = (b: GuestBooking) => {
    setBooking(b);
    setForm({ date: b.date, time: b.time, partySize: String(b.partySize) });
  };
  useEffect(() => {
    guestApi.booking(token).then(show, (err: GuestApiError) => setFailure(err.message));
  }, [token]);
  useEffect(() => {
    if (booking) document.title = t('bookingTitle', { name: booking.restaurant.name });
  }, [booking, t]);

  if (failure)
    return (
      <main className="g-page">
        <p role="alert">{failure}</p>
      </main>
    );
  if (!booking)
    return (
      <main className="g-page">
        <p aria-busy="true">{t('pageLoading')}</p>
      </main>
    );

  const when = whenOf(booking, language);
  const act = async (run: () => Promise<GuestBooking>, done: string) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      show(await run());
      setNotice(done);
    } catch (err) {
      const e = err as GuestApiError;
      setError({ message: e.message, fields: e.fields });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    void act(
      () => guestApi.changeBooking(token, { date: form.date, time: form.time, partySize: Number(form.partySize) }),
      t('bookingChanged'),
    );
  };
  const field = (name: keyof typeof form) => ({
    id: `booking-${name}`,
    value: form[name],
    required: true,
    'aria-invalid': error?.fields[name] ? true : undefined,
    'aria-describedby': error?.fields[name] ? `booking-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  const fieldError = (name: keyof typeof form) =>
    error?.fields[name] ? (
      <p id={`booking-${name}-error`} className="g-error">
        {error.fields[name]}
      </p>
    ) : null;

  return (
    <main className="g-page">
      <header className="g-hero">
        <h1>{t('bookingTitle', { name: booking.restaurant.name })}</h1>
        <p>{booking.name}</p>
      </header>
      <p>{t('bookingSummary', { count: booking.partySize, when })}</p>
      <p className="g-stage" aria-live="polite">
        {t(`bookingStatus_${booking.status}`)}
      </p>
      {notice ? (
        <p className="g-notice" role="status">
          {notice}
        </p>
      ) : null}
      {error ? <p role="alert">{error.message}</p> : null}
      {booking.canChange ? (
        <>
          <form onSubmit={save} aria-labelledby="booking-change">
            <h2 id="booking-change">{t('changeBooking')}</h2>
            <label htmlFor="booking-date">{t('date')}</label>
            <input type="date" {...field('date')} />
            {fieldError('date')}
            <label htmlFor="booking-time">{t('time')}</label>
            <input type="time" step={booking.slotMinutes * 60} {...field('time')} />
            {fieldError('time')}
            <label htmlFor="booking-partySize">{t('partySize')}</label>
            <input type="number" min={1} max={50} inputMode="numeric" {...field('partySize')} />
            {fieldError('partySize')}
            <button type="submit" className="g-primary" disabled={busy}>
              {busy ? t('saving') : t('saveChanges')}
            </button>
          </form>
          <section className="g-actions" aria-label={t('cancelBooking')}>
            {confirming ? (
              <>
                <p>{t('cancelQuestion', { count: booking.partySize, when })}</p>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void act(() => guestApi.cancelBooking(token), t('bookingCancelled'))}
                >
                  {t('confirmCancel')}
                </button>
                <button type="button" onClick={() => setConfirming(false)}>
                  {t('keepBooking')}
                </button>
              </>
            ) : (
              <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
                {t('cancelBooking')}
              </button>
            )}
          </section>
        </>
      ) : booking.status === 'booked' || booking.status === 'confirmed' ? (
        <p>{t('cannotChange')}</p>
      ) : null}
    </main>
  );
}
