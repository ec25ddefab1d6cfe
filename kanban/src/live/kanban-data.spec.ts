import { readHours, readLines, readOrderDetail, readOrderList, readWip } from './kanban-data';

describe('kanban data answers', () => {
  const summary = {
    id: 1,
    worder_id: 1,
    fbillno: 'WO-1',
    fqty: 200,
    status: 2,
    product_line_id: 2,
    workflow_id: 1,
    plan_start_at: null,
    plan_end_at: '2030-01-02T00:00:00Z',
    product: { id: 1, fnumber: 'P-1', fname: '主板' },
    product_line: { id: 2, fnumber: 'ASSY-01', fname: '组装一线', line_type: 'assembly' },
    progress: { started: 5, finished: 2, failed: 1, last_report_at: null, rate: 0.01 },
    pass: 9,
    fail: 1,
    wip: 3,
    fpy: 0.9,
  };

  it('reads the order list and one order with its flow and hours', () => {
    const [o] = readOrderList({ list: [summary, 'junk'], total: 2 });
    expect(o).toMatchObject({
      id: 1,
      fbillno: 'WO-1',
      finished: 2,
      pass: 9,
      fpy: 0.9,
      product: { fname: '主板' },
      product_line: { line_type: 'assembly' },
    });
    const d = readOrderDetail({
      ...summary,
      stations: [{ seq: 1, station_id: 11, fnumber: 'DL', fname: '下载站', wip: 1 }],
      hours: [{ hour: '2030-01-01T10:00:00Z', output: 1, pass: 2, fail: 0 }],
    });
    expect(d?.steps).toEqual([{ seq: 1, station_id: 11, fnumber: 'DL', fname: '下载站' }]);
    expect(d?.hours[0]).toMatchObject({ hour: '2030-01-01T10:00:00.000Z', output: 1, rev: 0 });
  });

  it('reads lines, hours and WIP', () => {
    expect(
      readLines({
        list: [{ id: 2, fnumber: 'A', fname: 'a', line_type: 'smt', output: 3, yield: null, fpy: 0.5, wip: 1 }],
      })[0],
    ).toMatchObject({ id: 2, output: 3, yield: null, fpy: 0.5 });
    expect(readHours({ hours: [{ hour: 'bad' }] })).toHaveLength(1);
    expect(readHours(null)).toEqual([]);
    expect(
      readWip({ list: [{ worder_id: 1, fbillno: 'W', stations: [{ station_id: 3, fname: 'x', wip: 2 }] }] })[0]
        .stations[0],
    ).toEqual({ station_id: 3, fnumber: '', fname: 'x', wip: 2 });
  });
});
