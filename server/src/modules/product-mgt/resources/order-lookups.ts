import { ErrorCode } from '@mes/contracts';
import type { KeyLookupDef, LookupKey } from '../../../core/resource/resource.types';

// The declared lookups by work order and by serial number (docs/api.md, "Lookups"). `ids` names the answered records
// from the work order's id ($1), e.g. through the icpp_worder join table; or `find` reaches the one answered record
// (its id as k) from the key itself, with `carry` and `attach` (workflow/by_sn: the SN's flow and position).
type Answer = { ids: string } | (Pick<KeyLookupDef, 'carry' | 'attach'> & { find: string });

const WORDER_KEY: LookupKey = {
  field: 'worder_id',
  type: 'id',
  find: 'SELECT id AS k FROM worder WHERE id = $1',
  missing: {
    code: ErrorCode.NO_WORK_ORDER,
    refusal: (id) => ({ code: 'product.no_work_order', params: { order: id } }),
  },
};

const SN_KEY: LookupKey = {
  field: 'sn',
  type: 'text',
  max: 64,
  find: 'SELECT worder_id AS k FROM worder_sn WHERE sn = $1',
  missing: { code: ErrorCode.SN_NOT_IN_ORDER, refusal: (sn) => ({ code: 'product.sn_in_no_order', params: { sn } }) },
};

function keyLookup(path: string, key: LookupKey, summary: string, answer: Answer): KeyLookupDef {
  if ('ids' in answer) return { path, by: 'key', summary, key, ids: answer.ids };
  const { find, ...rest } = answer;
  return { path, by: 'key', summary, key: { ...key, find }, ...rest };
}

/** `{ worder_id }`: the records of that work order (1211 naming worder_id when there is no such order). */
export function byWorderLookup(summary: string, answer: Answer): KeyLookupDef {
  return keyLookup('by_worder', WORDER_KEY, summary, answer);
}

/** `{ sn }`: the records of the work order holding that serial number (1213 naming sn when none does). */
export function bySnLookup(summary: string, answer: Answer): KeyLookupDef {
  return keyLookup('by_sn', SN_KEY, summary, answer);
}
