import { z } from 'zod';
import { declareCall } from './declare-call';
import { coded, field, MAX_INT, UPLOAD_SHAPE } from './fields';
import { listFilter } from './product-kit';
import { localeOrZh } from './stock-kit';

// sn_policy / bn_policy beyond the standard set, and the exports of numbers (docs/numbering.md).

const P = 'product_mgt';

export type NumberKind = 'sn' | 'bn';
/** the most numbers a preview shows */
export const MAX_NUMBER_PREVIEW = 1000;
/** the most numbers one build reserves */
export const MAX_NUMBER_BUILD = 1_000_000;

/** the next numbers of a policy, none reserved */
export type NumberPreview = {
  numbers: string[];
  period: string | null;
  next_value: number | null;
  free: number | null;
};
/** what a build reserved and wrote (replayed: a retry with the same key answered the first build) */
export type NumberBuilt = {
  build_id: number;
  replayed: boolean;
  count: number;
  first: string | null;
  last: string | null;
  worder_id: number | null;
};

/** how many numbers: a whole number from 1 up to `max` (beyond it product.numbering_count_max) */
const numberCount = (max: number) => {
  const c = coded('input.whole_number_min', { min: 1 });
  return z
    .number(c)
    .int(c)
    .min(1, c)
    .max(MAX_INT, c)
    .max(max, coded('product.numbering_count_max', { max }))
    .optional();
};

/** the work order a number goes to: absent or null for none */
const optionalOrder = () => field.id().nullish();

// worder_id: an SN build is for one work order; a batch build is for one or for none
const policyCalls = <W extends z.ZodType>(kind: NumberKind, worder: W) => ({
  preview: declareCall<NumberPreview>()({
    path: `${P}/${kind}_policy/calc${kind}`,
    summary: `preview the next numbers of a policy (1 to ${MAX_NUMBER_PREVIEW}), reserving none`,
    // count: 10 when absent
    input: field.object({ id: field.id(), count: numberCount(MAX_NUMBER_PREVIEW) }),
  }),
  build: declareCall<NumberBuilt>()({
    path: `${P}/${kind}_policy/build`,
    summary:
      kind === 'sn'
        ? "reserve and write a work order's serial numbers from a policy (count: the order's room by default); key makes a retry answer the first build"
        : 'reserve and write batch numbers from a policy, optionally for a work order; key makes a retry answer the first build',
    input: field.object({
      id: field.id(),
      worder_id: worder,
      count: numberCount(MAX_NUMBER_BUILD),
      key: field.text(64).optional(),
    }),
  }),
  import: declareCall<{ imported: number; free: number }>()({
    path: `${P}/${kind}_policy/${kind === 'sn' ? 'import' : 'upload'}`,
    summary:
      'numbers of a sheet (one sn / bn column) into a file policy, or into a work order through an SN import policy: all or none',
    input: field.object({ id: field.id(), worder_id: optionalOrder(), ...UPLOAD_SHAPE }),
  }),
});

export const NUMBERING_CALLS = {
  sn: policyCalls('sn', field.id()),
  bn: policyCalls('bn', optionalOrder()),
  exportSns: declareCall<Blob>()({
    path: `${P}/sn_policy/export`,
    summary: "a policy's serial numbers as .xlsx (the sn_table list filtered to it)",
    input: field.object({ id: field.id(), locale: localeOrZh() }),
  }),
  exportBns: declareCall<Blob>()({
    path: `${P}/bn_table/export`,
    summary: 'batch numbers as .xlsx: every row the filter selects (list grammar)',
    input: field.object({ filter: listFilter(), locale: localeOrZh() }),
  }),
};
