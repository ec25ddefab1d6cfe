import type { DataSource } from 'typeorm';
import { refuse } from '../../core/api/app.exception';
import { dateTimeField, idField, onlyFields, textField } from '../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import type { ResourceService } from '../../core/resource/resource.service';
import { isMsl } from './reel-label';
import { MSD_EVENTS, MSL_LEVELS, type MsdEventKind } from './floor-life';
import { icitemMpnResource } from './icitem-mpn.resource';
import { floorLifeByCode, msdHistory, recordMsdEvent, sweepMsdExpiry, type Rows } from './msd-events';
import { RECEIPT_DOCS, type Receipt, type ReceiptDoc } from '../stock-mgt/flow/receipt-line';
import { receiveReelLabel } from './receive-label';

const SCANNED = MSD_EVENTS.filter((e): e is Exclude<MsdEventKind, 'expire'> => e !== 'expire');

function optionalNumber(b: Record<string, unknown>, field: string): number | null {
  const v = b[field];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw refuse(field, 'msd.number');
  return v;
}

// the receipt a label is received against: both fields or neither
function receiptOf(b: Record<string, unknown>): Receipt | undefined {
  if (b.doc_type === undefined && b.doc_id === undefined) return undefined;
  if (!(RECEIPT_DOCS as readonly unknown[]).includes(b.doc_type))
    throw refuse('doc_type', 'input.one_of', { values: RECEIPT_DOCS.join(', ') });
  return { doc_type: b.doc_type as ReceiptDoc, doc_id: idField(b, 'doc_id') };
}

// Moisture-sensitive reels and supplier labels (issue 22, docs/msd.md): the MPN mapping resource, and the reel calls
// beyond bundle's standard set: receive a label, record an MSD event, read a reel's floor life, sweep expiries.
export function registerMsd(registry: ResourceRegistry, ds: DataSource, resources: ResourceService): void {
  registry.register(icitemMpnResource);
  const bundleDef = () => registry.resource('stock_mgt', 'bundle')!;
  const call = (path: string, summary: string, handler: Parameters<typeof moduleCall>[4]) =>
    moduleCall(registry, 'stock_mgt', `bundle/${path}`, summary, handler);
  const code = (b: Record<string, unknown>) => textField(b, 'barcode', 64)!.trim();

  call('receive_label', "one scan of a supplier's reel label makes the reel", async (b, ctx) => {
    onlyFields(b, ['label', 'fnumber', 'supplier_id', 'msl', 'msd_label_hours', 'doc_type', 'doc_id']);
    const label = textField(b, 'label', 4096)!;
    const fnumber = textField(b, 'fnumber', 64, true)?.trim();
    if (b.msl !== undefined && !isMsl(b.msl)) throw refuse('msl', 'input.one_of', { values: MSL_LEVELS.join(', ') });
    const hours = optionalNumber(b, 'msd_label_hours');
    if (hours !== null && (hours <= 0 || hours > 999999))
      throw refuse('msd_label_hours', 'msd.label_hours_range', { min: 0.01, max: 999999 });
    const supplier = b.supplier_id === undefined || b.supplier_id === null ? null : idField(b, 'supplier_id');
    const receipt = receiptOf(b);
    return ds.transaction((m) =>
      receiveReelLabel(
        m,
        resources,
        bundleDef(),
        {
          label,
          fnumber,
          supplier_id: supplier,
          msl: isMsl(b.msl) ? b.msl : undefined,
          msd_label_hours: hours,
          receipt,
        },
        ctx,
      ),
    );
  });

  call('msd_event', 'a moisture-sensitive reel opened, into or out of dry storage, or baked', async (b, ctx) => {
    onlyFields(b, ['barcode', 'event', 'at', 'temp_c', 'rh', 'hours', 'fdesc']);
    const barcode = code(b);
    if (!(SCANNED as readonly unknown[]).includes(b.event))
      throw refuse('event', 'input.one_of', { values: SCANNED.join(', ') });
    const fdesc = textField(b, 'fdesc', 256, true);
    const at = dateTimeField(b, 'at', () => new Date());
    return ds.transaction((m) =>
      recordMsdEvent(m, {
        code: barcode,
        event: b.event as Exclude<MsdEventKind, 'expire'>,
        at,
        temp_c: optionalNumber(b, 'temp_c'),
        rh: optionalNumber(b, 'rh'),
        hours: optionalNumber(b, 'hours'),
        fdesc,
        source: 'scan',
        userId: ctx.userId,
      }),
    );
  });

  call('msd_status', "a reel's floor life now and its MSD history", async (b) => {
    onlyFields(b, ['barcode']);
    const barcode = code(b);
    const [reel] = (await ds.query('SELECT id FROM bundle WHERE fnumber = $1', [barcode])) as { id: number }[];
    if (!reel) throw refuse('barcode', 'msd.no_reel', { code: barcode });
    const floor = (await floorLifeByCode(ds, [barcode])).get(barcode) ?? null;
    return { barcode, floor_life: floor, history: await msdHistory(ds, reel.id) };
  });

  call('msd_sweep', 'announce the reels whose floor life ran out (once each)', async (b) => {
    onlyFields(b, []);
    const announced = await sweepMsdExpiry(ds, (run) => ds.transaction((m) => run(m as Rows)));
    return { announced };
  });
}
