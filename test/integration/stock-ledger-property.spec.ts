import fc from 'fast-check';
import { balanceDrift } from '@mes/server/modules/stock-mgt/ledger/ledger-verify';
import type { ApiClient } from '../support/api-client';
import { fixtureSuite } from '../support/fixture-suite';
import { StockFixture, V1, type Doc, type Entry } from './stock-fixtures';

type Place = { stock: number; place: number };
type Command =
  | {
      kind: 'profit_in' | 'product_receipt' | 'outstock' | 'loss_out' | 'product_pick';
      item: number;
      at: number;
      qty: number;
    }
  | { kind: 'transfer_stock'; item: number; at: number; to: number; qty: number }
  | { kind: 'reverse'; pick: number };

// Random sequences of receipts, issues, transfers, counts (profit in / loss out) and reversals through the HTTP calls:
// after each command a refused one wrote nothing, and after each run every balance equals the sum of its movements
// and no balance of a strict warehouse is below zero.
describe('stock ledger invariants under random documents', () => {
  let api: ApiClient;
  let fx: StockFixture;
  fixtureSuite('stock_ledger_property', StockFixture, { workers: false }, (s) => ({ api, fx } = s));

  it('keeps balances equal to movements and never negative', async () => {
    const places: Place[] = [
      { stock: fx.strict, place: fx.placeA },
      { stock: fx.strict, place: fx.placeB },
      { stock: fx.other, place: fx.placeOther },
    ];
    const items = [fx.itemA, fx.itemB];
    const qty = fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constantFrom(0.5, 1.25));
    const move = fc.record({
      kind: fc.constantFrom('profit_in', 'product_receipt', 'outstock', 'loss_out', 'product_pick') as fc.Arbitrary<
        'profit_in' | 'product_receipt' | 'outstock' | 'loss_out' | 'product_pick'
      >,
      item: fc.constantFrom(...items),
      at: fc.integer({ min: 0, max: 2 }),
      qty,
    });
    const transfer = fc.record({
      kind: fc.constant('transfer_stock' as const),
      item: fc.constantFrom(...items),
      at: fc.integer({ min: 0, max: 2 }),
      to: fc.integer({ min: 1, max: 2 }),
      qty,
    });
    const reverse = fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() });
    const checked: { name: string; id: number }[] = [];

    const run = async (c: Command): Promise<void> => {
      const before = await fx.movements();
      let answer: { err: number; msg: string };
      let doc: { name: string; id: number } | null = null;
      if (c.kind === 'reverse') {
        if (checked.length === 0) return;
        const [target] = checked.splice(c.pick % checked.length, 1);
        answer = await api.call(`${V1}/${target.name}/check`, { id: target.id, checked: false });
        if (answer.err !== 0) checked.push(target);
        doc = target;
      } else {
        const p = places[c.at];
        const entry: Entry = { icitem_id: c.item, fqty: c.qty, stock_id: p.stock, stock_place_id: p.place };
        if (c.kind === 'transfer_stock') {
          const t = places[(c.at + c.to) % places.length];
          entry.to_stock_id = t.stock;
          entry.to_stock_place_id = t.place;
        }
        const made = await api.ok<Doc>(`${V1}/${c.kind}/create`, { entries: [entry] });
        answer = await api.call(`${V1}/${c.kind}/check`, { id: made.id });
        if (answer.err === 0) checked.push({ name: c.kind, id: made.id });
        else doc = { name: c.kind, id: made.id };
      }
      if (answer.err !== 0) {
        // only a shortage may refuse, and a refusal writes nothing
        expect(answer).toMatchObject({ err: 400, msg: expect.stringMatching(/not enough stock of/) });
        expect(await fx.movements()).toBe(before);
        expect((await api.ok<Doc>(`${V1}/${doc!.name}`, { id: doc!.id })).checked).toBe(c.kind === 'reverse');
      }
    };

    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(move, move, transfer, reverse), { minLength: 1, maxLength: 14 }),
        async (commands) => {
          for (const c of commands) await run(c);
          expect(await balanceDrift(fx.tx)).toEqual([]);
          const { rows } = await fx.db.query(
            `SELECT i.fqty::float8 AS fqty FROM icinventory i JOIN stock s ON s.id = i.stock_id WHERE NOT s.allow_negative AND i.fqty < 0`,
          );
          expect(rows).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
    expect(checked.length).toBeGreaterThan(0);
  }, 240_000);
});
