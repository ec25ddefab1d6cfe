import { ApiClient } from '../support/api-client';
import { startBuiltHub, type Hub } from '../support/hub-processes';
import { token } from '../support/resource-values';
import { REEL_LABEL_DESIGN, ZplListener } from '../support/zpl-listener';
import { freePort } from '../../scripts/lib/ports';

const V1 = '/api/v1/stock_mgt';
const DEVICE = `${V1}/clodop_device`;
const PRINT = `${V1}/bundle/print_labels`;
type Row = Record<string, unknown> & { id: number };

// Where label printers may be (docs/security.md, "Printers"): a hub whose printers may only be on 127.0.0.0/8 at the
// listener's port and one closed port; another whose printers may only be on 10.0.0.0/8. A printer inside prints, one
// entered outside is refused naming the setting and the field, a host name resolving outside is refused at print time
// without a connection, and a printer that does not take the connection is "not reachable", nothing more.
describe('printer targets (MES_PRINTER_NETWORKS, MES_PRINTER_PORTS)', () => {
  let printer: ZplListener;
  let closedPort = 0;
  const hubs: Hub[] = [];
  afterAll(async () => {
    await Promise.all(hubs.map((h) => h.stop()));
    await printer?.close();
  });

  // a hub signed in as admin, with a reel of a demo material and a material label design to print it with
  const open = async (label: string, env: Record<string, string>) => {
    const hub = await startBuiltHub(label, { workers: false, env });
    hubs.push(hub);
    const api = new ApiClient(hub.baseUrl);
    await api.login('admin', 'admin');
    const items = await api.ok<{ list: Row[] }>('/api/v1/basicdata/icitem/list', { filter: 'ps:1 sort:id-asc' });
    const reel = await api.ok<Row>(`${V1}/bundle/create`, {
      fnumber: `PT-${token(3)}`,
      icitem_id: items.list[0].id,
      fqty: 100,
    });
    const design = await api.ok<Row>('/api/v1/product_mgt/label_design/create', {
      fnumber: `MAT-${token(3)}`,
      fname: 'reel label',
      ...REEL_LABEL_DESIGN,
    });
    const print = (printerId: number) =>
      api.call(PRINT, { ids: [reel.id], printer_id: printerId, label_design_id: design.id });
    return { api, print };
  };
  const device = (host: string, port: number) => ({
    fnumber: `PR-${token(3)}`,
    fname: 'label printer',
    kind: 'zpl',
    host,
    port,
  });

  beforeAll(async () => {
    printer = await ZplListener.start();
    closedPort = await freePort();
  });

  it('prints inside the targets and refuses a printer entered outside them, naming the setting and the field', async () => {
    const { api, print } = await open('printer_targets', {
      MES_PRINTER_NETWORKS: '127.0.0.0/8',
      MES_PRINTER_PORTS: `${printer.port},${closedPort}`,
    });
    const inside = await api.ok<Row>(`${DEVICE}/create`, device('127.0.0.1', printer.port));
    const before = printer.jobs.length;
    expect(await print(inside.id)).toMatchObject({ err: 0, data: { sent: 'printer', printer: inside.fnumber } });
    expect(printer.jobs.length).toBe(before + 1);
    expect(printer.jobs[before]).toContain('^XA');

    expect(await api.call(`${DEVICE}/create`, device('8.8.8.8', printer.port))).toEqual({
      err: 1506,
      msg: 'host: 8.8.8.8 is outside the printer networks allowed (MES_PRINTER_NETWORKS)',
      data: { field: 'host' },
      code: 'packing.host_outside',
      field: 'host',
      params: { host: '8.8.8.8' },
    });
    expect(await api.call(`${DEVICE}/create`, device('::ffff:10.0.0.5', printer.port))).toMatchObject({
      err: 1506,
      data: { field: 'host' },
    });
    expect(await api.call(`${DEVICE}/update`, { id: inside.id, port: 9100 })).toEqual({
      err: 1506,
      msg: 'port: 9100 is outside the printer ports allowed (MES_PRINTER_PORTS)',
      data: { field: 'port' },
      code: 'packing.port_outside',
      field: 'port',
      params: { port: 9100 },
    });
    expect(await api.call(`${DEVICE}/update`, { id: inside.id, host: '192.168.1.50' })).toMatchObject({
      err: 1506,
      data: { field: 'host' },
    });
    // the record is as it was; a change of something else is not checked again
    expect(await api.ok<Row>(`${DEVICE}/update`, { id: inside.id, fname: 'renamed' })).toMatchObject({
      host: '127.0.0.1',
      port: printer.port,
      fname: 'renamed',
    });
    // a browser printer has no target
    expect(await api.ok<Row>(`${DEVICE}/create`, { ...device('', 9100), kind: 'pdf' })).toMatchObject({ kind: 'pdf' });

    // inside the targets but nobody listens: "not reachable" and no more (the server's log has why)
    const closed = await api.ok<Row>(`${DEVICE}/create`, device('127.0.0.1', closedPort));
    const answer = await print(closed.id);
    expect(answer).toEqual({
      err: 1507,
      msg: `printer_id: printer ${String(closed.fnumber)} not reachable`,
      data: { field: 'printer_id' },
      code: 'packing.printer_unreachable',
      field: 'printer_id',
      params: { printer: closed.fnumber },
    });
    for (const detail of ['ECONNREFUSED', 'connect', '127.0.0.1', String(closedPort)])
      expect(JSON.stringify(answer)).not.toContain(detail);
  }, 120_000);

  it('refuses at print time a host name that resolves outside the networks, and connects to nothing', async () => {
    const { api, print } = await open('printer_targets_name', {
      MES_PRINTER_NETWORKS: '10.0.0.0/8',
      MES_PRINTER_PORTS: String(printer.port),
    });
    // a name is taken when entered (it may not resolve yet) and checked when printing
    const named = await api.ok<Row>(`${DEVICE}/create`, device('localhost', printer.port));
    expect(await api.call(`${DEVICE}/create`, device('127.0.0.1', printer.port))).toMatchObject({
      err: 1506,
      data: { field: 'host' },
    });
    const before = printer.jobs.length;
    const answer = await print(named.id);
    expect(answer).toMatchObject({ err: 1506, data: { field: 'printer_id' } });
    expect(answer.msg).toMatch(
      new RegExp(
        `^printer_id: printer ${String(named.fnumber)} at \\S+:${printer.port} is outside the printer targets allowed \\(MES_PRINTER_NETWORKS, MES_PRINTER_PORTS\\)$`,
      ),
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(printer.jobs.length).toBe(before);
  }, 120_000);
});
