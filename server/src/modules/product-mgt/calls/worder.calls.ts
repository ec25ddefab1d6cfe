import { dateTimeField, idField, onlyFields, textField } from '../../../core/api/call-input';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { WorderExportService } from '../worder-export.service';
import { ORDER_FIELDS, type WorderQueryService } from '../worder-query.service';
import { idCalls, localeField } from './call-kit';

// Work-order lookups and spreadsheets of 000 §7 (the generic worder/export and worder/import are the engine's).
export function registerWorderCalls(
  registry: ResourceRegistry,
  query: WorderQueryService,
  exports: WorderExportService,
): void {
  moduleCall(
    registry,
    'product_mgt',
    'worder/getorder',
    'a work order by number, with product, line, workflow and customer',
    async (b) => {
      onlyFields(b, ['fbillno']);
      return query.getOrder(textField(b, 'fbillno', 64)!);
    },
  );
  const byId = idCalls(registry, 'product_mgt');
  for (const field of ORDER_FIELDS)
    byId(`worder/${field}`, 'worder_id', `the ${field.replace('_', ' ')} of a work order`, (id) =>
      query.field(id, field),
    );
  moduleCall(
    registry,
    'product_mgt',
    'worder/get_order_contain_shift',
    'orders of a line working during the shift (08:00-20:00, 20:00-08:00) holding `at`',
    async (b) => {
      onlyFields(b, ['product_line_id', 'at']);
      return query.inShift(
        idField(b, 'product_line_id'),
        dateTimeField(b, 'at', () => new Date()),
      );
    },
  );
  const sheet = (name: string, summary: string, make: (id: number, locale: 'zh-CN' | 'en-US') => Promise<unknown>) =>
    moduleCall(registry, 'product_mgt', `worder/${name}`, summary, async (b) => {
      onlyFields(b, ['worder_id', 'locale']);
      return make(idField(b, 'worder_id'), localeField(b));
    });
  sheet('export_test_items', 'the test items of every station report of an order (.xlsx)', (id, l) =>
    exports.testItems(id, l),
  );
  sheet('export_sn_status', 'every SN of an order with where it stands (.xlsx)', (id, l) => exports.snStatus(id, l));
  sheet(
    'customer_export',
    "an order's SNs for its customer: product, order, customer code and part number, final result (.xlsx)",
    (id, l) => exports.customer(id, l),
  );
}
