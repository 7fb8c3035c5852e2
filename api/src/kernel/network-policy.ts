import { lookup } from 'node:dns/promises';
import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses the server may connect to on a restaurant's behalf (a printer, a webhook's
 * target): never its own machine's services (SSRF: a "test page" or a webhook must not become a
 * probe of Redis, PostgreSQL or the cloud's metadata service), and only the ranges the caller
 * allows. Addresses are parsed by ipaddr.js, so every spelling of one address (`127.1`,
 * `2130706433`, `0x7f000001`, `::ffff:127.0.0.1`) is judged as that address. Checked when a
 * target is saved and again on the resolved address of every connection (a name may change what it
 * points to after it was saved: DNS rebinding), and the connection goes to the address checked.
 */

/** What the server runs itself, at `host:port`. */
export interface Endpoint {
  host: string;
  port: number;
}

/** PostgreSQL and Redis on the server's own machine, whether or not this process uses them. */
const LOCAL_SERVICE_PORTS = [5432, 6379];
/** How long a name may take to resolve when a target is saved (the command waits on it). */
const SAVE_LOOKUP_MS = 2000;

/** A literal address in any of its spellings (brackets of IPv6 allowed), or null for a host name. */
export function parseAddress(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (!ipaddr.isValid(bare)) return null;
  const address = ipaddr.parse(bare);
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

const isLocalName = (host: string) => /^localhost\.?$|\.localhost\.?$/i.test(host);

async function resolveAll(host: string): Promise<string[]> {
  const literal = parseAddress(host);
  if (literal) return [literal.toString()];
  return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
}

/** The server's own services by address (with their ports), and the addresses of its own machine. */
interface OwnAddresses {
  services: Map<string, Set<number>>;
  machine: Set<string>;
}

/** The server's own services from a process's settings: its database, Redis, public and listening addresses. */
export function ownServices(settings: {
  databaseUrl?: string | null;
  redisUrl?: string | null;
  host?: string;
  port?: number;
  publicUrl?: string | null;
}): Endpoint[] {
  const services: Endpoint[] = [];
  const fromUrl = (url: string | null | undefined, defaultPort: number) => {
    if (!url) return;
    const u = new URL(url);
    services.push({ host: u.hostname, port: Number(u.port) || defaultPort });
  };
  fromUrl(settings.databaseUrl, 5432);
  fromUrl(settings.redisUrl, 6379);
  fromUrl(settings.publicUrl, settings.publicUrl?.startsWith('https:') ? 443 : 80);
  if (settings.host && settings.port) services.push({ host: settings.host, port: settings.port });
  return services;
}

/**
 * The addresses one kind of target may have: `ranges` (ipaddr.js range names: `unicast` is the
 * public internet, `private`, `uniqueLocal`, `carrierGradeNat`, …), loopback only with
 * `allowLoopback`, and never the server's own services nor a database port of its machine.
 */
export class NetworkPolicy {
  private readonly services: Endpoint[];
  private ownAddresses: Promise<OwnAddresses> | null = null;

  constructor(
    private readonly ranges: ReadonlySet<string>,
    readonly allowLoopback: boolean,
    services: Endpoint[],
  ) {
    this.services = [...services];
  }

  /** The API's address once it listens (a random port under tests). */
  addService(endpoint: Endpoint) {
    this.services.push(endpoint);
    this.ownAddresses = null;
  }

  /** Why `address:port` may not be connected to, or null when it may. */
  async refusal(address: string, port: number): Promise<string | null> {
    const parsed = parseAddress(address);
    if (!parsed) return 'not an address';
    const range = parsed.range();
    const isLoopback = range === 'loopback';
    if (isLoopback && !this.allowLoopback) return 'loopback';
    if (!isLoopback && !this.ranges.has(range)) return range;
    const own = await this.own();
    const key = parsed.toString();
    if (own.services.get(key)?.has(port)) return 'one of the server’s own services';
    if ((isLoopback || own.machine.has(key)) && LOCAL_SERVICE_PORTS.includes(port))
      return 'a database port of the server’s machine';
    return null;
  }

  /**
   * Checks a target as it is saved: a literal address, or what a name resolves to now. A name that
   * does not resolve (yet) is taken: it is checked again on every connection.
   */
  async refusalOnSave(host: string, port: number): Promise<string | null> {
    if (isLocalName(host)) return 'loopback';
    let addresses: string[];
    try {
      addresses = await withTimeout(resolveAll(host), SAVE_LOOKUP_MS);
    } catch {
      return null;
    }
    for (const a of addresses) {
      const why = await this.refusal(a, port);
      if (why) return why;
    }
    return null;
  }

  /** The address to connect to: the first `host` resolves to, when every one it resolves to is allowed. */
  async addressToConnect(host: string, port: number): Promise<string> {
    if (isLocalName(host) && !this.allowLoopback) throw new Error(`${host}: loopback`);
    const addresses = await resolveAll(host);
    for (const a of addresses) {
      const why = await this.refusal(a, port);
      if (why) throw new Error(`${host} is ${a}: ${why}`);
    }
    return addresses[0]!;
  }

  /** Each address of the server's own services with their ports; loopback and 0.0.0.0 stand for every interface. */
  private own(): Promise<OwnAddresses> {
    this.ownAddresses ??= (async () => {
      const services = new Map<string, Set<number>>();
      const add = (address: string, port: number) => {
        const key = parseAddress(address)?.toString();
        if (key) services.set(key, (services.get(key) ?? new Set()).add(port));
      };
      const interfaces = Object.values(networkInterfaces())
        .flat()
        .map((i) => i!.address.split('%')[0]!);
      const machine = new Set(interfaces.map((i) => parseAddress(i)?.toString() ?? i));
      for (const s of this.services) {
        const addresses = await resolveAll(s.host).catch(() => [] as string[]);
        for (const a of addresses) {
          add(a, s.port);
          const range = parseAddress(a)?.range();
          if (range === 'loopback' || range === 'unspecified') for (const i of interfaces) add(i, s.port);
        }
      }
      return { services, machine };
    })();
    return this.ownAddresses;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
