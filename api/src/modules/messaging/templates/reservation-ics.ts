import { createEvent } from 'ics';
import type { MessageAttachment } from './define-template';

/**
 * A booking as a calendar event: one `.ics` file the guest's calendar adds (times in UTC, so every
 * calendar agrees). The manage link is in the description: the library's `URL` field refuses some
 * addresses a deployment may have (a bare port, an intranet name), and the message must not fail on it.
 */
export function reservationIcs(event: {
  uid: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
}): MessageAttachment {
  const { error, value } = createEvent({
    uid: event.uid,
    title: event.title,
    description: event.description,
    start: Date.parse(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    productId: 'restaurant-os',
  });
  if (error || !value) throw error ?? new Error('the calendar event could not be written');
  return {
    filename: 'reservation.ics',
    contentType: 'text/calendar',
    contentBase64: Buffer.from(value).toString('base64'),
  };
}
