import { DeliveryError, type MessageProvider, type OutgoingMessage } from './provider';

/** The longest one request to the SMS provider may take (well within a message's send claim). */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * SMS through Twilio's REST API (`SMS_URL=twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com?from=%2B1555…`).
 * HTTPS always, except to a loopback host (a local stand-in in tests). A 429 or 5xx is worth
 * another try; any other 4xx (a bad number, an unverified sender) fails the message for good.
 */
export function twilioProvider(smsUrl: string): MessageProvider {
  const url = new URL(smsUrl);
  const sid = decodeURIComponent(url.username);
  const token = decodeURIComponent(url.password);
  const from = url.searchParams.get('from') ?? '';
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  const endpoint = `${loopback ? 'http' : 'https'}://${url.host}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`;
  return {
    async send(message: OutgoingMessage) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: message.to, From: from, Body: message.text }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (err) {
        throw new DeliveryError(`SMS provider not reachable: ${(err as Error).message}`, true);
      }
      if (res.ok) return;
      const detail = await res.text().then(twilioMessage, () => '');
      throw new DeliveryError(
        `SMS provider answered ${res.status}${detail ? `: ${detail}` : ''}`,
        res.status === 429 || res.status >= 500,
      );
    },
  };
}

/** Twilio's error body is JSON with a `message`; anything else is cut short. */
function twilioMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message.slice(0, 300);
  } catch {
    /* not JSON */
  }
  return body.slice(0, 300);
}
