// The preparation's recommendation (docs/material-flow.md, "The recommendation"), pure: for each needed material,
// which reels to take, in the documented order, until the need is covered.

export type PrepareRule = 'fefo' | 'fifo';
export type PrepareSettings = { rule: PrepareRule; partial_first: boolean };
export const DEFAULT_SETTINGS: PrepareSettings = { rule: 'fefo', partial_first: true };

export type Need = { icitem_id: number; need_qty: number };
export type CandidateReel = {
  id: number;
  fnumber: string;
  icitem_id: number;
  fqty: number;
  init_qty: number;
  expiry_date: Date | null;
  received_at: Date | null;
  stock_id: number;
  stock_place_id: number | null;
};
/** a recommended reel, or (bundle_id null) what is still short of a material. */
export type Recommendation = {
  icitem_id: number;
  need_qty: number;
  bundle_id: number | null;
  stock_id: number | null;
  stock_place_id: number | null;
  fqty: number;
  seq: number;
};

const time = (d: Date | null) => (d === null ? Number.POSITIVE_INFINITY : d.getTime());

/**
 * The order reels of one material are taken in: under `fefo` the first to expire first (no expiry date last), under
 * `fifo` the first received first; then, with `partial_first`, an opened reel (less left than it came with) before a
 * full one; then the first received, then the code. `partial_first` is a tie-breaker under `fefo` (expiry wins) and
 * the first key under `fifo`.
 */
export function reelOrder(s: PrepareSettings): (a: CandidateReel, b: CandidateReel) => number {
  const partial = (r: CandidateReel) => (s.partial_first && r.fqty < r.init_qty ? 0 : 1);
  return (a, b) => {
    const keys =
      s.rule === 'fefo'
        ? [time(a.expiry_date) - time(b.expiry_date), partial(a) - partial(b)]
        : [partial(a) - partial(b)];
    for (const k of [...keys, time(a.received_at) - time(b.received_at)]) if (k !== 0 && !Number.isNaN(k)) return k;
    return a.fnumber < b.fnumber ? -1 : a.fnumber > b.fnumber ? 1 : 0;
  };
}

/** whole reels in order until each need is covered; a need left uncovered gets a shortage line. */
export function recommend(
  needs: readonly Need[],
  reels: readonly CandidateReel[],
  s: PrepareSettings,
): Recommendation[] {
  const out: Recommendation[] = [];
  const order = reelOrder(s);
  for (const need of needs) {
    let left = need.need_qty;
    const mine = reels.filter((r) => r.icitem_id === need.icitem_id && r.fqty > 0).sort(order);
    for (const r of mine) {
      if (left <= 1e-9) break;
      out.push({
        icitem_id: need.icitem_id,
        need_qty: need.need_qty,
        bundle_id: r.id,
        stock_id: r.stock_id,
        stock_place_id: r.stock_place_id,
        fqty: r.fqty,
        seq: out.length + 1,
      });
      left -= r.fqty;
    }
    if (left > 1e-9)
      out.push({
        icitem_id: need.icitem_id,
        need_qty: need.need_qty,
        bundle_id: null,
        stock_id: null,
        stock_place_id: null,
        fqty: Math.round(left * 1e6) / 1e6,
        seq: out.length + 1,
      });
  }
  return out;
}
