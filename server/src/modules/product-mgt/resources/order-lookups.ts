import { ErrorCode } from '@mes/contracts';
import type { KeyLookupDef } from '../../../core/resource/resource.types';

// The declared lookups by work order and by serial number (docs/api.md, "Lookups"): `ids` names the answered
// records from a work order's id ($1), e.g. through the icpp_worder join table; by_sn reaches the SN's work order.

/** `{ worder_id }`: the records of that work order (1211 naming worder_id when there is no such order). */
export function byWorderLookup(summary: string, ids: string): KeyLookupDef {
  return {
    path: 'by_worder',
    by: 'key',
    summary,
    ids,
    key: {
      field: 'worder_id',
      type: 'id',
      find: 'SELECT id AS k FROM worder WHERE id = $1',
      missing: { code: ErrorCode.NO_WORK_ORDER, message: (id) => `no work order ${id}` },
    },
  };
}

/** `{ sn }`: the records of the work order holding that serial number (refused naming sn when none does). */
export function bySnLookup(summary: string, ids: string): KeyLookupDef {
  return {
    path: 'by_sn',
    by: 'key',
    summary,
    ids,
    key: {
      field: 'sn',
      type: 'text',
      max: 64,
      find: 'SELECT worder_id AS k FROM worder_sn WHERE sn = $1',
      missing: { code: ErrorCode.SN_NOT_IN_ORDER, message: (sn) => `${sn} is in no work order` },
    },
  };
}
