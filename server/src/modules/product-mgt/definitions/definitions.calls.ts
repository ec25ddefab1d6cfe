import type { DataSource } from 'typeorm';
import { refuse } from '../../../core/api/app.exception';
import { idField, onlyFields, textField } from '../../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import { def } from '../calls/call-kit';
import { BindingService } from './binding.service';
import { OrderReportingService } from './order-reporting.service';

const M = 'product_mgt';

function optionalId(b: Record<string, unknown>, field: string): number | null {
  return b[field] === undefined || b[field] === null ? null : idField(b, field);
}

function reasonField(b: Record<string, unknown>): string {
  if (b.reason === undefined) return '';
  if (typeof b.reason !== 'string' || b.reason.length > 256)
    throw refuse('reason', 'product.text_at_most', { max: 256 });
  return b.reason.trim();
}

function barcodeField(b: Record<string, unknown>): string {
  const v = textField(b, 'barcode', 128)!.trim();
  if (v === '') throw refuse('barcode', 'input.non_empty_string');
  return v;
}

// The calls of binding_details and order_reporting beyond the engine's (docs/product-definitions.md).
export function registerDefinitionCalls(
  registry: ResourceRegistry,
  ds: DataSource,
  resources: ResourceService,
): { binding: BindingService } {
  const binding = new BindingService(ds, resources, () => def(registry, 'binding_details'));
  moduleCall(
    registry,
    M,
    'binding_details/bind',
    'bind a material barcode to a serial number under the binding policies: sn, barcode, station_id?, icitem_id?',
    async (b, ctx) => {
      onlyFields(b, ['sn', 'barcode', 'station_id', 'icitem_id']);
      const sn = textField(b, 'sn', 64)!.trim();
      return binding.bind(
        {
          sn,
          barcode: barcodeField(b),
          station_id: optionalId(b, 'station_id'),
          icitem_id: optionalId(b, 'icitem_id'),
        },
        ctx.userId,
      );
    },
  );
  moduleCall(
    registry,
    M,
    'binding_details/change',
    'replace the barcode of a binding (the old one is kept, flagged replaced): id, barcode, reason?',
    async (b, ctx) => {
      onlyFields(b, ['id', 'barcode', 'reason']);
      return binding.change({ id: idField(b, 'id'), barcode: barcodeField(b), reason: reasonField(b) }, ctx.userId);
    },
  );

  const reporting = new OrderReportingService(ds, resources, () => def(registry, 'order_reporting'));
  moduleCall(
    registry,
    M,
    'order_reporting/create',
    'create a report of produced quantities: fbillno?, fdesc?, entries [{ worder_id, qty, fdesc? }]; the workers send each entry to the ERP',
    (b, ctx) => reporting.create(b, ctx),
  );
  moduleCall(
    registry,
    M,
    'order_reporting/delete',
    'delete a report none of whose entries the ERP accepted',
    (b, ctx) => {
      onlyFields(b, ['id']);
      return reporting.remove(idField(b, 'id'), ctx);
    },
  );
  moduleCall(
    registry,
    M,
    'order_reporting/update_entry',
    'correct an entry the ERP has not accepted (qty, fdesc) and send it again: id, eid, qty?, fdesc?',
    (b, ctx) => {
      onlyFields(b, ['id', 'eid', 'qty', 'fdesc']);
      const qty = b.qty;
      if (qty !== undefined && (typeof qty !== 'number' || !Number.isFinite(qty) || qty <= 0 || qty > 1e9))
        throw refuse('qty', 'product.reporting_qty_range');
      if (b.fdesc !== undefined && (typeof b.fdesc !== 'string' || b.fdesc.length > 256))
        throw refuse('fdesc', 'product.text_at_most', { max: 256 });
      if (qty === undefined && b.fdesc === undefined) throw refuse('qty', 'product.reporting_nothing_to_change');
      return reporting.updateEntry(
        { id: idField(b, 'id'), eid: idField(b, 'eid'), qty, fdesc: b.fdesc as string | undefined },
        ctx,
      );
    },
  );
  moduleCall(
    registry,
    M,
    'order_reporting/attempts',
    "the attempts to send a report's entries to the ERP, newest first: id, eid?",
    (b) => {
      onlyFields(b, ['id', 'eid']);
      return reporting.attempts(idField(b, 'id'), b.eid === undefined ? undefined : idField(b, 'eid'));
    },
    'product_mgt.order_reporting.get',
  );
  return { binding };
}
