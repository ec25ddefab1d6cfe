import { recommend, type CandidateReel } from './recommend';

const reel = (id: number, fqty: number, over: Partial<CandidateReel> = {}): CandidateReel => ({
  id,
  fnumber: `R${String(id).padStart(2, '0')}`,
  icitem_id: 1,
  fqty,
  init_qty: fqty,
  expiry_date: null,
  received_at: new Date(Date.UTC(2026, 0, id)),
  stock_id: 1,
  stock_place_id: null,
  ...over,
});
const d = (s: string) => new Date(`${s}T00:00:00Z`);
const ids = (out: ReturnType<typeof recommend>) => out.map((r) => r.bundle_id);

describe('recommend', () => {
  const reels = [
    reel(1, 100, { expiry_date: d('2027-06-01') }),
    reel(2, 60, { init_qty: 100, expiry_date: d('2027-06-01') }),
    reel(3, 100, { expiry_date: d('2027-03-01') }),
    reel(4, 100),
  ];

  it('takes the first to expire, then opened reels, until the need is covered (fefo)', () => {
    expect(ids(recommend([{ icitem_id: 1, need_qty: 150 }], reels, { rule: 'fefo', partial_first: true }))).toEqual([
      3, 2,
    ]);
    expect(ids(recommend([{ icitem_id: 1, need_qty: 150 }], reels, { rule: 'fefo', partial_first: false }))).toEqual([
      3, 1,
    ]);
  });

  it('takes opened reels then the first received under fifo, and writes a shortage line', () => {
    const out = recommend([{ icitem_id: 1, need_qty: 400 }], reels, { rule: 'fifo', partial_first: true });
    expect(ids(out)).toEqual([2, 1, 3, 4, null]);
    expect(out[4]).toMatchObject({ fqty: 40, stock_id: null });
  });

  it('recommends nothing for a covered need and ignores other materials and empty reels', () => {
    expect(recommend([{ icitem_id: 1, need_qty: 0 }], reels, { rule: 'fefo', partial_first: true })).toEqual([]);
    expect(
      ids(
        recommend([{ icitem_id: 2, need_qty: 5 }], [...reels, reel(9, 0, { icitem_id: 2 })], {
          rule: 'fefo',
          partial_first: true,
        }),
      ),
    ).toEqual([null]);
  });
});
