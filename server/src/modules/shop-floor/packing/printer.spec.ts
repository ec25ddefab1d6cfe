import { AppException } from '../../../core/api/app.exception';
import { OutboundTargets } from '../../../core/net/outbound-targets';
import { PrinterTargets } from './printer';

describe(PrinterTargets.name, () => {
  // a name that answers an inside address once, then an outside one (DNS rebinding)
  let answers: string[] = [];
  const resolve = (host: string) =>
    host === 'zebra.test'
      ? Promise.resolve([{ address: answers.shift() ?? '203.0.113.5' }])
      : Promise.reject(new Error(`getaddrinfo ENOTFOUND ${host}`));
  const setup = (send: (host: string, port: number, data: Buffer) => Promise<number>) => {
    const warnings: unknown[] = [];
    const targets = new PrinterTargets(
      new OutboundTargets(['10.0.0.0/8'], [[9100, 9100]], resolve),
      { warn: (m: unknown) => void warnings.push(m) },
      send,
    );
    return { targets, warnings };
  };
  const refusal = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => null,
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(AppException);
    const a = e as AppException;
    return { err: a.err, msg: a.message, data: a.data };
  };
  const zebra = { fnumber: 'PR-01', host: 'zebra.test', port: 9100 };

  it('connects to the address it checked, not to the name again', async () => {
    const sent: string[] = [];
    const { targets } = setup((host, port, data) => {
      sent.push(`${host}:${port}`);
      return Promise.resolve(data.length);
    });
    answers = ['10.0.0.7'];
    await expect(targets.print(zebra, Buffer.from('^XA^XZ'), 'printer_id')).resolves.toBe(6);
    expect(sent).toEqual(['10.0.0.7:9100']);
    expect(await refusal(targets.print(zebra, Buffer.from('^XA^XZ'), 'printer_id'))).toEqual({
      err: 1506,
      msg: 'printer_id: printer PR-01 at 203.0.113.5:9100 is outside the printer targets allowed (MES_PRINTER_NETWORKS, MES_PRINTER_PORTS)',
      data: { field: 'printer_id' },
    });
    expect(sent).toHaveLength(1);
  });

  it('answers "not reachable" and logs why', async () => {
    const { targets, warnings } = setup(() => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.9:9100')));
    expect(await refusal(targets.print({ ...zebra, host: '10.0.0.9' }, Buffer.from('x'), 'station_id'))).toEqual({
      err: 1507,
      msg: 'station_id: printer PR-01 not reachable',
      data: { field: 'station_id' },
    });
    expect(await refusal(targets.print({ ...zebra, host: 'gone.test' }, Buffer.from('x'), 'station_id'))).toEqual({
      err: 1507,
      msg: 'station_id: printer PR-01 not reachable',
      data: { field: 'station_id' },
    });
    expect(warnings).toEqual([
      expect.objectContaining({ printer: 'PR-01', address: '10.0.0.9', error: 'connect ECONNREFUSED 10.0.0.9:9100' }),
      expect.objectContaining({ printer: 'PR-01', host: 'gone.test', error: 'getaddrinfo ENOTFOUND gone.test' }),
    ]);
  });

  it('refuses a record with an IP address or a port outside, and takes a name as entered', () => {
    const { targets } = setup(() => Promise.resolve(0));
    expect(() => targets.refuseEntry('8.8.8.8', 9100)).toThrow(
      'host: 8.8.8.8 is outside the printer networks allowed (MES_PRINTER_NETWORKS)',
    );
    expect(() => targets.refuseEntry('10.0.0.5', 502)).toThrow(
      'port: 502 is outside the printer ports allowed (MES_PRINTER_PORTS)',
    );
    expect(() => targets.refuseEntry('::ffff:10.0.0.5', 9100)).not.toThrow();
    expect(() => targets.refuseEntry('printer.example.com', 9100)).not.toThrow();
  });
});
