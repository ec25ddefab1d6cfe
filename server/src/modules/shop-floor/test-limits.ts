import type { FailedTestItem } from '@mes/contracts';
import type pg from 'pg';
import { cached } from './routing-cache';
import type { TestItem } from '@mes/contracts';
import { rows, sql, type RowOf } from '../../core/db/sql';

/** A test item's limits at a station (product_mgt/test_item_check), as the judgement reads them. */
export type TestLimit = RowOf<'shop-floor.test_limits'>;

export type Judgement = { items: TestItem[]; failed: FailedTestItem[] };

const PASS = 1;
const FAIL = 2;

// The product's own limits win over those for every product (product_id NULL) of the same item code.
const LIMITS = sql(
  'shop-floor.test_limits',
  `
SELECT DISTINCT ON (fnumber) fnumber, fname, lower_limit::float8 AS lower, upper_limit::float8 AS upper, unit,
  required, expected
FROM test_item_check WHERE station_id = $2 AND (product_id = $1 OR product_id IS NULL) AND NOT disabled
ORDER BY fnumber, product_id NULLS LAST`,
);

const text = (n: number | null): string => (n === null ? '' : String(n));

function verdict(value: string, limit: TestLimit): FailedTestItem['reason'] | null {
  const v = value.trim();
  if (limit.expected !== '') return v === limit.expected ? null : 'not_equal';
  if (limit.lower === null && limit.upper === null) return v === '' && limit.required ? 'missing' : null;
  const n = v === '' ? Number.NaN : Number(v);
  if (!Number.isFinite(n)) return 'not_a_number';
  if (limit.lower !== null && n < limit.lower) return 'below';
  if (limit.upper !== null && n > limit.upper) return 'above';
  return null;
}

/**
 * Judges a report's test items against the station's limits (docs/product-definitions.md). An item is matched by its
 * name against the limit's code, then its name. A matched item is stored with the limits it was judged by and its
 * result (1 or 2); an unmatched one as the station sent it. A required limit no item matched is a failed item
 * `missing`, stored as an item without value. Any failed item makes the report a fail.
 */
export function judgeItems(items: readonly TestItem[], limits: readonly TestLimit[]): Judgement {
  if (limits.length === 0) return { items: [...items], failed: [] };
  const byCode = new Map(limits.map((l) => [l.fnumber, l]));
  const byName = new Map(limits.map((l) => [l.fname, l]));
  const seen = new Set<TestLimit>();
  const failed: FailedTestItem[] = [];
  const judged = items.map((item) => {
    const limit = byCode.get(item.name) ?? byName.get(item.name);
    if (!limit) return item;
    seen.add(limit);
    const reason = verdict(item.value, limit);
    const out: TestItem = {
      ...item,
      lower: limit.expected !== '' ? limit.expected : text(limit.lower),
      upper: limit.expected !== '' ? limit.expected : text(limit.upper),
      unit: item.unit || limit.unit,
      result: reason ? FAIL : PASS,
    };
    if (reason) failed.push(failedItem(out, limit, reason));
    return out;
  });
  for (const limit of limits) {
    if (!limit.required || seen.has(limit)) continue;
    const missing: TestItem = {
      name: limit.fnumber,
      value: '',
      lower: limit.expected !== '' ? limit.expected : text(limit.lower),
      upper: limit.expected !== '' ? limit.expected : text(limit.upper),
      unit: limit.unit,
      result: FAIL,
    };
    judged.push(missing);
    failed.push(failedItem(missing, limit, 'missing'));
  }
  return { items: judged, failed };
}

function failedItem(item: TestItem, limit: TestLimit, reason: FailedTestItem['reason']): FailedTestItem {
  return {
    name: item.name,
    code: limit.fnumber,
    value: item.value,
    lower: limit.lower,
    upper: limit.upper,
    expected: limit.expected === '' ? null : limit.expected,
    unit: limit.unit,
    reason,
  };
}

// The limits of a product at a station, read on every report that carries or owes test items: kept for a few
// seconds per process like the routing (routing-cache.ts: a change reaches every server within its TTL).
export class TestLimitCache {
  private readonly limits = new Map<string, { at: number; value: Promise<TestLimit[]> }>();

  constructor(private readonly pool: pg.Pool) {}

  of(productId: number, stationId: number): Promise<TestLimit[]> {
    return cached(this.limits, `${productId}:${stationId}`, () => rows(this.pool, LIMITS, [productId, stationId]));
  }
}
