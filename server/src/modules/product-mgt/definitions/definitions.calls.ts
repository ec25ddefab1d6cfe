import { BINDING_CALLS, ORDER_REPORTING_CALLS } from '@mes/contracts';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import { implementCall, moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { ResourceService } from '../../../core/resource/resource.service';
import { def } from '../calls/call-kit';
import { BindingService } from './binding.service';
import { OrderReportingService } from './order-reporting.service';

// The calls of binding_details and order_reporting beyond the engine's (docs/product-definitions.md).
export function registerDefinitionCalls(
  registry: ResourceRegistry,
  ds: DataSource,
  pool: pg.Pool,
  resources: ResourceService,
): { binding: BindingService } {
  const binding = new BindingService(ds, resources, () => def(registry, 'binding_details'));
  implementCall(registry, BINDING_CALLS.bind, (b, ctx) =>
    binding.bind(
      { sn: b.sn, barcode: b.barcode, station_id: b.station_id ?? null, icitem_id: b.icitem_id ?? null },
      ctx.userId,
    ),
  );
  implementCall(registry, BINDING_CALLS.change, (b, ctx) =>
    binding.change({ id: b.id, barcode: b.barcode, reason: b.reason }, ctx.userId),
  );

  const reporting = new OrderReportingService(pool, resources, () => def(registry, 'order_reporting'));
  // the record body of order_reporting (its fields and entries), checked by the engine against the resource:
  // served undeclared
  moduleCall(
    registry,
    'product_mgt',
    'order_reporting/create',
    'create a report of produced quantities: fbillno?, fdesc?, entries [{ worder_id, qty, fdesc? }]; the workers send each entry to the ERP',
    (b, ctx) => reporting.create(b, ctx),
  );
  implementCall(registry, ORDER_REPORTING_CALLS.delete, (b, ctx) => reporting.remove(b.id, ctx));
  implementCall(registry, ORDER_REPORTING_CALLS.updateEntry, (b, ctx) =>
    reporting.updateEntry({ id: b.id, eid: b.eid, qty: b.qty, fdesc: b.fdesc }, ctx),
  );
  implementCall(registry, ORDER_REPORTING_CALLS.attempts, (b) => reporting.attempts(b.id, b.eid), {
    permission: 'product_mgt.order_reporting.get',
  });
  return { binding };
}
