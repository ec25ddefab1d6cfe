import { refuse } from '../../../core/api/app.exception';
import { idField, intField, onlyFields, textField } from '../../../core/api/call-input';
import type { DraftStore } from '../../../core/resource/drafts';
import { moduleCall, type ResourceRegistry } from '../../../core/resource/resource.registry';
import type { NumberBuildService } from '../numbering/number-build.service';
import type { ReworkService } from '../rework.service';
import { importRefused, readSnSheet, UPLOAD_FIELDS } from '../sheets';
import type { WorderSnService } from '../worder-sn.service';
import { filterField, idCalls, stringsField } from './call-kit';

const MAX_SNS = 10_000;

// Serial numbers of work orders (worder/sn/…) and of rework orders (reworder_sn/…).
export function registerSnCalls(
  registry: ResourceRegistry,
  drafts: DraftStore,
  sns: WorderSnService,
  rework: ReworkService,
  policyBuilds: Pick<NumberBuildService, 'build'>,
): void {
  const byId = idCalls(registry, 'product_mgt');
  moduleCall(
    registry,
    'product_mgt',
    'worder/sn/generate',
    'generate serial numbers ${sn_prefix or fbillno}${000001…} up to fqty, or from an SN policy (sn_policy_id)',
    async (b, ctx) => {
      onlyFields(b, ['worder_id', 'count', 'sn_policy_id', 'key']);
      const worderId = idField(b, 'worder_id');
      const count = b.count === undefined ? undefined : intField(b, 'count', 1);
      if (b.sn_policy_id !== undefined)
        return policyBuilds.build(
          { kind: 'sn', policyId: idField(b, 'sn_policy_id'), worderId, count, key: textField(b, 'key', 64, true) },
          ctx,
        );
      if (b.key !== undefined) throw refuse('key', 'product.sn_key_needs_policy');
      return sns.generate(worderId, count, ctx);
    },
  );
  moduleCall(
    registry,
    'product_mgt',
    'worder/sn/import',
    'import serial numbers from a sheet with an sn column, all or none',
    async (b, ctx) => {
      onlyFields(b, ['worder_id', ...UPLOAD_FIELDS]);
      const worderId = idField(b, 'worder_id');
      const sheet = await readSnSheet(drafts, b);
      if (sheet.errors.length > 0) throw importRefused(sheet.errors);
      return sns.import(worderId, sheet.rows, ctx);
    },
  );
  moduleCall(
    registry,
    'product_mgt',
    'worder/sn/list',
    'the serial numbers of a work order with their routing state',
    async (b) => {
      onlyFields(b, ['worder_id', 'filter']);
      return sns.list(idField(b, 'worder_id'), filterField(b));
    },
  );

  moduleCall(
    registry,
    'product_mgt',
    'reworder_sn/enter',
    'enter serial numbers of the original order into a rework order',
    async (b, ctx) => {
      onlyFields(b, ['reworder_id', 'sns']);
      return rework.enter(idField(b, 'reworder_id'), stringsField(b, 'sns', MAX_SNS), ctx);
    },
  );
  byId(
    'reworder_sn/enter_all',
    'reworder_id',
    'enter every SN of the original order that has reports or is done',
    (id, ctx) => rework.enterAll(id, ctx),
  );
  moduleCall(
    registry,
    'product_mgt',
    'reworder_sn/import',
    'enter the serial numbers of a sheet with an sn column, all or none',
    async (b, ctx) => {
      onlyFields(b, ['reworder_id', ...UPLOAD_FIELDS]);
      const reworderId = idField(b, 'reworder_id');
      const sheet = await readSnSheet(drafts, b);
      if (sheet.errors.length > 0) throw importRefused(sheet.errors);
      return rework.importRows(reworderId, sheet.rows, ctx);
    },
  );
  moduleCall(
    registry,
    'product_mgt',
    'reworder_sn/list',
    'the serial numbers of a rework order with their routing state',
    async (b) => {
      onlyFields(b, ['reworder_id', 'filter']);
      return rework.list(idField(b, 'reworder_id'), filterField(b));
    },
  );
  byId(
    'reworder_sn/delete',
    'id',
    'remove an SN from a rework order (its earlier routing state comes back)',
    (id, ctx) => rework.remove(id, ctx),
  );
  byId('reworder_sn/delete_by_reworder_id', 'reworder_id', 'remove every SN from a rework order', (id, ctx) =>
    rework.removeAll(id, ctx),
  );
}
