import type { KeyLookupDef } from '../../../core/resource/resource.types';
import { bySnLookup, byWorderLookup } from '../../product-mgt';

// The SQL that walks serial number -> work order -> production order (ICMO) / process plan (ICPP) -> BOM, for the
// declared by_sn, by_worder and by_icpp lookups of icbom, icmo and icma ($1: the work order's or the plan's id).

/** the plans of a work order: joined to it (icpp/join) or pushed down from its ICMO. */
export const PLANS_OF_WORDER = `SELECT icpp_id AS id FROM icpp_worder WHERE worder_id = $1
  UNION SELECT p.id FROM icpp p JOIN worder w ON w.icmo_id = p.icmo_id WHERE w.id = $1`;

/** the ICMOs of a work order: the one it was pushed down from and those of the plans it is joined to. */
export const ICMOS_OF_WORDER = `SELECT icmo_id AS id FROM worder WHERE id = $1 AND icmo_id IS NOT NULL
  UNION SELECT p.icmo_id FROM icpp_worder iw JOIN icpp p ON p.id = iw.icpp_id WHERE iw.worder_id = $1 AND p.icmo_id IS NOT NULL`;

/** the BOM of each plan named by `plans`: its ICMO's, else the newest (checked first) enabled one of its icbom_fnumber. */
export function bomsOfPlans(plans: string): string {
  return `SELECT id FROM (SELECT COALESCE(m.icbom_id, (SELECT b.id FROM icbom b WHERE b.fnumber = p.icbom_fnumber
    AND NOT b.disabled ORDER BY b.checked DESC, b.id DESC LIMIT 1)) AS id
    FROM icpp p LEFT JOIN icmo m ON m.id = p.icmo_id WHERE p.id IN (${plans})) x WHERE id IS NOT NULL`;
}

export const BOMS_OF_WORDER = `SELECT icbom_id AS id FROM icmo WHERE id IN (${ICMOS_OF_WORDER}) AND icbom_id IS NOT NULL
  UNION ${bomsOfPlans(PLANS_OF_WORDER)}`;

/** `{ icpp_id }`: the records of that process plan (400 naming icpp_id when there is none). */
export function byIcppLookup(summary: string, ids: string): KeyLookupDef {
  return {
    path: 'by_icpp',
    by: 'key',
    summary,
    key: {
      field: 'icpp_id',
      type: 'id',
      find: 'SELECT id AS k FROM icpp WHERE id = $1',
      missing: { code: 400, refusal: (id) => ({ code: 'record.no_icpp', params: { id } }) },
    },
    ids,
  };
}

/** by_worder, by_sn (through the SN's work order) and by_icpp of one resource. */
export function orderLookups(noun: string, ofWorder: string, ofPlan: string): KeyLookupDef[] {
  return [
    byWorderLookup(`the ${noun} of a work order`, { ids: ofWorder }),
    bySnLookup(`the ${noun} of a serial number's work order`, { ids: ofWorder }),
    byIcppLookup(`the ${noun} of a process plan`, ofPlan),
  ];
}

/** the product of a requisition `t` (push-down-modal targets name one): its plan's. */
export const ICMA_PRODUCT = '(SELECT x.product_id FROM icpp x WHERE x.id = t.icpp_id)';
