import { z } from 'zod';
import { declareCall } from './declare-call';
import { coded, field, rule } from './fields';
import type { Row } from './smt-plans';

// The calls of binding_details and order_reporting beyond the engine's (docs/product-definitions.md).
// order_reporting/create takes the record body of order_reporting (its fields and entries), checked by the resource
// engine against the resource's declaration: served undeclared.

const P = 'product_mgt';

/** one attempt to send an entry of an order report to the ERP */
export type ReportingAttempt = {
  id: number;
  entry_id: number;
  version: number;
  qty: number;
  at: string;
  http_status: number | null;
  answer: string;
  error: string;
};

/** a remark of at most 256 characters */
const remark = () => {
  const c = coded('product.text_at_most', { max: 256 });
  return z.string(c).max(256, c);
};
/** a record's id, absent or null for none */
const optionalId = () => field.id().nullish();

type EntryChange = { qty?: number; fdesc?: string };

export const BINDING_CALLS = {
  bind: declareCall<Row>()({
    path: `${P}/binding_details/bind`,
    summary:
      'bind a material barcode to a serial number under the binding policies: sn, barcode, station_id?, icitem_id?',
    input: field.object({
      // as sent, trimmed after
      sn: field.text(64).trim(),
      barcode: field.trimmed(128),
      station_id: optionalId(),
      icitem_id: optionalId(),
    }),
  }),
  change: declareCall<Row>()({
    path: `${P}/binding_details/change`,
    summary: 'replace the barcode of a binding (the old one is kept, flagged replaced): id, barcode, reason?',
    input: field.object({ id: field.id(), barcode: field.trimmed(128), reason: remark().trim().default('') }),
  }),
};

export const ORDER_REPORTING_CALLS = {
  delete: declareCall<{ id: number }>()({
    path: `${P}/order_reporting/delete`,
    summary: 'delete a report none of whose entries the ERP accepted',
    input: field.object({ id: field.id() }),
  }),
  updateEntry: declareCall<Row>()({
    path: `${P}/order_reporting/update_entry`,
    summary: 'correct an entry the ERP has not accepted (qty, fdesc) and send it again: id, eid, qty?, fdesc?',
    input: field
      .object({
        id: field.id(),
        eid: field.id(),
        qty: z
          .number(coded('product.reporting_qty_range'))
          .gt(0, coded('product.reporting_qty_range'))
          .max(1e9, coded('product.reporting_qty_range'))
          .optional(),
        fdesc: remark().optional(),
      })
      .refine(
        ...rule<EntryChange>(
          (b) => b.qty !== undefined || b.fdesc !== undefined,
          'qty',
          'product.reporting_nothing_to_change',
        ),
      ),
  }),
  attempts: declareCall<ReportingAttempt[]>()({
    path: `${P}/order_reporting/attempts`,
    summary: "the attempts to send a report's entries to the ERP, newest first: id, eid?",
    input: field.object({ id: field.id(), eid: field.id().optional() }),
  }),
};
