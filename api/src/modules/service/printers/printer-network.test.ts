import { describe, expect, it } from 'vitest';
import { parseAddress, PrinterNetwork } from './printer-network';

describe('printer addresses', () => {
  it('reads every spelling of an address as that address', () => {
    for (const spelling of ['127.1', '2130706433', '0x7f000001', '::ffff:127.0.0.1', '127.0.0.1'])
      expect(parseAddress(spelling)?.toString()).toBe('127.0.0.1');
    expect(parseAddress('[::1]')?.toString()).toBe('::1');
    expect(parseAddress('printer.local')).toBeNull();
  });

  it('refuses the server’s machine, link-local, metadata and unspecified addresses; takes the restaurant’s network', async () => {
    const network = PrinterNetwork.of({
      allowLoopback: false,
      databaseUrl: 'postgres://db@10.0.0.5:5433/ros',
      redisUrl: 'redis://10.0.0.6',
    });
    for (const host of [
      '127.0.0.1',
      '127.1',
      '2130706433',
      '0x7f000001',
      '::1',
      '::ffff:127.0.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::',
      'fe80::1',
      '224.0.0.1',
      'localhost',
    ]) {
      expect(await network.refusalOnSave(host, 9100), host).not.toBeNull();
    }
    expect(await network.refusalOnSave('10.0.0.5', 5433)).toMatch(/own services/);
    expect(await network.refusalOnSave('10.0.0.6', 6379)).toMatch(/own services/);
    for (const host of ['192.168.1.50', '10.0.0.5', '172.16.4.2', 'fd00::20'])
      expect(await network.refusalOnSave(host, 9100), host).toBeNull();
    await expect(network.addressToConnect('localhost', 9100)).rejects.toThrow(/loopback/);
    expect(await network.addressToConnect('192.168.1.50', 9100)).toBe('192.168.1.50');
  });

  it('takes loopback only when allowed, and never the server’s own services on it', async () => {
    const network = PrinterNetwork.of({ allowLoopback: true, host: '127.0.0.1', port: 3000 });
    expect(await network.refusalOnSave('127.0.0.1', 9100)).toBeNull();
    for (const port of [3000, 5432, 6379])
      expect(await network.refusalOnSave('127.1', port), String(port)).not.toBeNull();
    network.addService({ host: '127.0.0.1', port: 4123 });
    expect(await network.refusalOnSave('localhost', 4123)).not.toBeNull();
    expect(await network.refusalOnSave('169.254.169.254', 80)).not.toBeNull();
  });
});
