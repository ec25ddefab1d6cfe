import { counters } from '../test/fakes';
import { lineModel } from './board-model';
import { readOrderList, readWip } from './kanban-data';
import { liveOrder, liveWip, unknownOrders } from './live-rows';

describe('live list rows', () => {
  const line = lineModel.fromSnapshot({
    line: { id: 2 },
    hours: [],
    orders: [
      {
        id: 1,
        fbillno: 'WO-1',
        fqty: 10,
        progress: { worder_id: 1, finished: 4, rev: 3 },
        stations: [
          counters(1, 11, { pass: 5, wip: 1, first_pass_total: 5, first_pass_pass: 5 }),
          counters(1, 12, { fail: 1, wip: 2, first_pass_total: 4, first_pass_pass: 3 }),
        ],
      },
    ],
  });

  it('takes the numbers of the order from its line room', () => {
    const [o] = readOrderList({ list: [{ id: 1, fbillno: 'WO-1', fqty: 10, progress: { finished: 1 }, pass: 1 }] });
    expect(liveOrder(o, line)).toMatchObject({ finished: 4, pass: 5, fail: 1, wip: 3, fpy: 0.75 });
    expect(liveOrder(o, null)).toBe(o);
  });

  it('moves the WIP per station and spots orders the list lacks', () => {
    const [w] = readWip({
      list: [
        {
          worder_id: 1,
          stations: [
            { station_id: 11, wip: 0 },
            { station_id: 12, wip: 0 },
            { station_id: 13, wip: 4 },
          ],
        },
      ],
    });
    expect(liveWip(w, line).stations.map((s) => s.wip)).toEqual([1, 2, 4]);
    expect(unknownOrders([1], [line])).toEqual([]);
    expect(unknownOrders([], [line, null])).toEqual([1]);
  });
});
