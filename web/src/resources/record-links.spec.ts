import { recordLinks } from './record-links';

describe('record links', () => {
  it("links a feeding to its track screen and an SMT order to its board and its line's scheduling", () => {
    expect(recordLinks({ module: 'work', name: 'smt_feeding' }, { id: 4 })).toEqual([
      { key: 'track', to: '/work/smt_feeding/4/track', label: 'routes.work.smt_feeding_track' },
    ]);
    expect(
      recordLinks({ module: 'product_mgt', name: 'smt_order' }, { id: 9, product_line_id: 2 }).map((l) => [
        l.key,
        l.to,
        l.external ?? false,
      ]),
    ).toEqual([
      ['board', '/kanban/smt_order/9', true],
      ['scheduling', '/product_mgt/production_scheduling/operation?product_line_id=2', false],
    ]);
    expect(
      recordLinks({ module: 'product_mgt', name: 'smt_order' }, { id: 9, product_line_id: null }).map((l) => l.key),
    ).toEqual(['board']);
    expect(recordLinks({ module: 'basicdata', name: 'factory' }, { id: 1 })).toEqual([]);
  });
});
