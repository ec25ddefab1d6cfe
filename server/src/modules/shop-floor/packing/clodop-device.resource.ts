import { refuse } from '../../../core/api/app.exception';
import { defineResource, type ResourceHooks, type Row } from '../../../core/resource/resource.types';
import type { PrinterTargets } from './printer';
import { fdesc, fname, fnumber, int, ref, relationsTo, str, tr } from '../../basicdata';

export const PRINTER_KINDS = ['zpl', 'pdf'] as const;

// A label printer of a station (001 §7 stock_mgt/clodop_device; the name is the old client's C-Lodop print service):
// a ZPL printer reached over raw TCP (host, port 9100), or `pdf`: the label goes to the station's browser as a PDF.
export const clodopDeviceResource = defineResource({
  name: 'clodop_device',
  module: 'stock_mgt',
  table: 'clodop_device',
  label: tr('打印机', 'Label printer'),
  actions: ['get', 'list', 'create', 'update', 'delete'],
  io: false,
  fields: {
    fnumber: fnumber('打印机编码', 'Printer code'),
    fname: fname('打印机名称', 'Printer name'),
    kind: str(8, '类型 (zpl 网络打印机, pdf 浏览器打印)', 'Kind (zpl network printer, pdf browser print)', {
      enum: PRINTER_KINDS,
      default: 'zpl',
    }),
    host: str(255, '主机地址', 'Host'),
    port: int('端口', 'Port', { min: 1, maxValue: 65535, default: 9100 }),
    station_id: ref('station', '工站', 'Station'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('station'),
  listColumns: ['fnumber', 'fname', 'kind', 'host', 'port', 'station_id'],
  example: { kind: 'zpl', host: '192.168.1.50', port: 9100 },
  hooks: {
    beforeWrite(input, ctx) {
      const row = { ...(ctx.current ?? {}), ...input } as Partial<Row>;
      if ((row.kind ?? 'zpl') === 'zpl' && !row.host) throw refuse('host', 'shop_floor.zpl_printer_needs_host');
      if (typeof row.host === 'string' && row.host !== '' && !/^[A-Za-z0-9.:_-]+$/.test(row.host))
        throw refuse('host', 'shop_floor.host_name');
      return input;
    },
  },
});

/**
 * The printers with the targets allowed (MES_PRINTER_NETWORKS, MES_PRINTER_PORTS): a ZPL printer whose kind, host or
 * port is written must have its IP address and port inside them. A host name is checked when printing (it may not
 * resolve yet when the printer is entered). The area's register (shop-floor.register.ts) attaches them to
 * `clodop_device` (registry.hook), after its declared check.
 */
export function printerTargetHooks(targets: PrinterTargets): ResourceHooks {
  return {
    beforeWrite(input, ctx) {
      const row = { ...(ctx.current ?? {}), ...input } as Partial<Row>;
      if ((row.kind ?? 'zpl') === 'zpl' && ['kind', 'host', 'port'].some((k) => k in input))
        targets.refuseEntry(row.host, row.port);
      return input;
    },
  };
}
