import net from 'node:net';
import { ESCPOS, readStatus } from './escpos';
import type { PrinterNetwork } from './printer-network';

/** How long a printer may take to accept the connection, to take the bytes, and then to answer the status query. */
export const CONNECT_TIMEOUT_MS = 3000;
export const WRITE_TIMEOUT_MS = 10_000;
export const REPLY_TIMEOUT_MS = 5000;

/** What the screen says of any printer that did not take a job: no refused/timeout/reset distinction (no port scanner). */
export const NOT_REACHABLE = 'Printer not reachable.';

/**
 * A printer did not take a job. `message` is for the screen (`NOT_REACHABLE`, or the printer's own
 * report of being offline); `detail` says what happened on the wire, for the server's logs only.
 */
export class PrinterUnreachable extends Error {
  override readonly name = 'PrinterUnreachable';
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(message);
  }
}

/**
 * Sends a job to a network printer (ESC/POS over TCP, "raw" port 9100) and has it confirm: the
 * name is resolved and each address checked (`PrinterNetwork`), the job and a status query
 * (DLE EOT 1) are written, and the job counts as taken only once the printer answers the query
 * with a status byte saying it is online: a printer answers the query once every byte before it
 * reached it. A connection refused, a printer that never reads or never answers, one that drops
 * the connection mid-job, or anything that answers with something other than a status byte
 * rejects with `PrinterUnreachable`.
 */
export async function sendToPrinter(
  target: { host: string; port: number },
  data: Buffer,
  network: PrinterNetwork,
): Promise<void> {
  let address: string;
  try {
    address = await network.addressToConnect(target.host, target.port);
  } catch (err) {
    throw new PrinterUnreachable(NOT_REACHABLE, `refused address: ${(err as Error).message}`);
  }
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host: address, port: target.port });
    let settled = false;
    const finish = (err?: PrinterUnreachable) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) {
        socket.destroy();
        reject(err);
      } else {
        socket.end();
        // The printer may keep its side open: give it a moment to close, then let go.
        setTimeout(() => socket.destroy(), 1000).unref();
        resolve();
      }
    };
    const fail = (detail: string, message = NOT_REACHABLE) =>
      finish(new PrinterUnreachable(message, `${address}:${target.port} ${detail}`));
    let timer = setTimeout(() => fail(`did not accept within ${CONNECT_TIMEOUT_MS} ms`), CONNECT_TIMEOUT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(`did not take the job within ${WRITE_TIMEOUT_MS} ms`), WRITE_TIMEOUT_MS);
      socket.write(Buffer.concat([data, Buffer.from(ESCPOS.statusQuery)]), () => {
        if (settled) return;
        clearTimeout(timer);
        timer = setTimeout(
          () => fail(`did not answer the status query within ${REPLY_TIMEOUT_MS} ms`),
          REPLY_TIMEOUT_MS,
        );
      });
    });
    socket.once('data', (reply: Buffer) => {
      const status = readStatus(reply);
      if (!status)
        fail(`answered ${reply.length} bytes that are no ESC/POS status (0x${reply.subarray(0, 4).toString('hex')})`);
      else if (status.isOffline) fail('reports offline', 'Printer is offline: check its paper and cover.');
      else finish();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => fail(err.code ?? err.message));
    socket.on('end', () => fail('closed the connection before answering'));
  });
}
