import net from 'node:net';

/** How long a printer may take to accept the connection, and then to take the bytes. */
export const CONNECT_TIMEOUT_MS = 3000;
export const WRITE_TIMEOUT_MS = 10_000;

/** Why a printer did not take a job, in words for the screen ("192.168.1.50:9100 refused the connection"). */
export class PrinterUnreachable extends Error {
  override readonly name = 'PrinterUnreachable';
}

function describe(err: NodeJS.ErrnoException, where: string): string {
  switch (err.code) {
    case 'ECONNREFUSED': return `${where} refused the connection`;
    case 'EHOSTUNREACH': case 'ENETUNREACH': return `${where} cannot be reached from the server`;
    case 'ENOTFOUND': case 'EAI_AGAIN': return `${where}: unknown host name`;
    case 'ECONNRESET': case 'EPIPE': return `${where} closed the connection while printing`;
    default: return `${where}: ${err.message}`;
  }
}

/**
 * Sends raw bytes to a network printer (ESC/POS over TCP, "raw" port 9100): connect within
 * `CONNECT_TIMEOUT_MS`, write, end. Resolves once every byte has been handed to the network;
 * rejects with `PrinterUnreachable` when the printer does not answer or drops the connection.
 */
export function sendToPrinter(target: { host: string; port: number }, data: Buffer): Promise<void> {
  const where = `${target.host}:${target.port}`;
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host: target.host, port: target.port });
    let settled = false;
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err) {
        socket.destroy();
        reject(err);
      } else {
        // The printer may keep its side open: give it a moment to close, then let go.
        setTimeout(() => socket.destroy(), 1000).unref();
        resolve();
      }
    };
    let timer = setTimeout(() => finish(new PrinterUnreachable(`${where} did not answer within ${CONNECT_TIMEOUT_MS / 1000} s`)), CONNECT_TIMEOUT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(new PrinterUnreachable(`${where} did not take the job within ${WRITE_TIMEOUT_MS / 1000} s`)), WRITE_TIMEOUT_MS);
      socket.end(data, () => finish());
    });
    socket.on('error', (err: NodeJS.ErrnoException) => finish(new PrinterUnreachable(describe(err, where))));
  });
}
