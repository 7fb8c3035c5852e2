import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryError } from './provider';
import { twilioProvider } from './twilio-provider';

/** A stand-in for Twilio's REST API on 127.0.0.1: it records each request and answers the next status queued. */
let server: http.Server;
let port: number;
const requests: { url: string; authorization: string; form: URLSearchParams }[] = [];
const answers: { status: number; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push({
        url: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        form: new URLSearchParams(body),
      });
      const answer = answers.shift() ?? { status: 201, body: '{"sid":"SM1"}' };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message = {
  id: 'm1',
  to: '+34600123456',
  subject: null,
  text: 'Your table is ready.',
  html: null,
  headers: {},
  attachments: [],
};
const provider = () => twilioProvider(`twilio://AC123:s%2Fecret@127.0.0.1:${port}?from=%2B15550001111`);

/** The error a send ends with (none: it was taken). */
const failureOf = (send: Promise<void>) =>
  send.then(
    () => null,
    (err: unknown) => err as DeliveryError,
  );

describe('the Twilio SMS adapter', () => {
  it('posts the message to the account with its credentials and sender', async () => {
    await provider().send(message);
    const request = requests.at(-1)!;
    expect(request.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC123:s/ecret').toString('base64')}`);
    expect(Object.fromEntries(request.form)).toEqual({
      To: '+34600123456',
      From: '+15550001111',
      Body: 'Your table is ready.',
    });
  });

  it('takes a 429 or a 5xx as temporary, another 4xx as for good, with the provider’s words', async () => {
    answers.push({ status: 429, body: '{"message":"Too Many Requests"}' });
    expect(await failureOf(provider().send(message))).toMatchObject({
      temporary: true,
      message: 'SMS provider answered 429: Too Many Requests',
    });
    answers.push({ status: 503, body: 'down' });
    expect(await failureOf(provider().send(message))).toMatchObject({ temporary: true });
    answers.push({ status: 400, body: '{"code":21211,"message":"The \'To\' number is not a valid phone number."}' });
    expect(await failureOf(provider().send(message))).toMatchObject({
      temporary: false,
      message: "SMS provider answered 400: The 'To' number is not a valid phone number.",
    });
  });

  it('takes an unreachable provider as temporary', async () => {
    const closed = twilioProvider('twilio://AC123:token@127.0.0.1:1?from=%2B15550001111');
    const failure = await failureOf(closed.send(message));
    expect(failure).toBeInstanceOf(DeliveryError);
    expect(failure).toMatchObject({ temporary: true, message: expect.stringMatching(/^SMS provider not reachable/) });
  });
});
