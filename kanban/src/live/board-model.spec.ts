import { counters, delta, hour, report } from '../test/fakes';
import type { RoomDelta } from '@mes/contracts';
import {
  MAX_HOURS,
  lineModel,
  mergeHours,
  modelOf,
  parseSteps,
  reportsOf,
  stationModel,
  worderModel,
} from './board-model';

const H10 = '2030-01-01T10:00:00.000Z';
const H11 = '2030-01-01T11:00:00.000Z';

const lineSnapshot = {
  line: { id: 2, fnumber: 'ASSY-01', fname: '组装一线', line_type: 'assembly' },
  hours: [hour(2, '2030-01-01T10:00:00Z', { pass: 5, output: 2, rev: 3 })],
  orders: [
    {
      id: 1,
      fbillno: 'WO-1',
      fqty: 200,
      status: 2,
      product_id: 1,
      workflow_id: 1,
      progress: { worder_id: 1, started: 5, finished: 2, failed: 0, last_report_at: null, rev: 4 },
      stations: [counters(1, 11, { pass: 5, wip: 1, rev: 5 }), counters(1, 12, { wip: 2, rev: 2 })],
    },
  ],
};

describe('board models', () => {
  it('reads the line snapshot', () => {
    const data = lineModel.fromSnapshot(lineSnapshot);
    expect(data.line?.fnumber).toBe('ASSY-01');
    expect(data.hours).toEqual([hour(2, H10, { pass: 5, output: 2, rev: 3 })]);
    expect(data.orders[1].info?.fbillno).toBe('WO-1');
    expect(data.orders[1].stations[12].wip).toBe(2);
  });

  it('moves the line with a delta, keeping the highest rev per row; applying twice changes nothing', () => {
    const base = lineModel.fromSnapshot(lineSnapshot);
    const r = report({
      worder_id: 1,
      product_line_id: 2,
      stations: [counters(1, 11, { pass: 4, rev: 4 }), counters(1, 12, { wip: 3, pass: 1, rev: 3 })],
      line_hour: hour(2, H10, { pass: 6, output: 3, rev: 4 }),
      progress: { worder_id: 1, started: 6, finished: 3, failed: 0, last_report_at: H10, rev: 5 },
    });
    const once = lineModel.apply(base, delta('line:2', 1, r));
    expect(once.orders[1].stations[11].pass).toBe(5); // rev 4 < 5: the older value is not taken
    expect(once.orders[1].stations[12]).toMatchObject({ wip: 3, pass: 1 });
    expect(once.orders[1].progress.finished).toBe(3);
    expect(once.hours[0]).toMatchObject({ pass: 6, output: 3 });
    expect(lineModel.apply(once, delta('line:2', 1, r))).toEqual(once);
  });

  it('adds an order that started after the snapshot, and a new hour', () => {
    const base = lineModel.fromSnapshot(lineSnapshot);
    const next = lineModel.apply(
      base,
      delta(
        'line:2',
        1,
        report({
          worder_id: 9,
          product_line_id: 2,
          stations: [counters(9, 11, { pass: 1 })],
          line_hour: hour(2, H11, { pass: 1 }),
        }),
      ),
    );
    expect(next.orders[9].info).toBeNull();
    expect(next.orders[9].stations[11].pass).toBe(1);
    expect(next.hours.map((h) => h.hour)).toEqual([H10, H11]);
  });

  it('reads the worder snapshot with its flow and ignores other orders', () => {
    const data = worderModel.fromSnapshot({
      worder: { id: 1, fbillno: 'WO-1', fqty: 10, status: 2, product_line_id: 2, workflow_id: 1 },
      progress: { worder_id: 1, started: 1, finished: 0, failed: 0, last_report_at: null, rev: 1 },
      stations: [counters(1, 12, { wip: 1 })],
      steps: [
        { seq: 2, id: 12, fnumber: 'GT', fname: '功能测试站' },
        { seq: 1, id: 11, fnumber: 'DL', fname: '下载站' },
      ],
    });
    expect(data.order.steps.map((s) => s.station_id)).toEqual([11, 12]);
    const other = worderModel.apply(data, delta('worder:1', 1, report({ worder_id: 5, product_line_id: 2 })));
    expect(other).toBe(data);
    const mine = worderModel.apply(
      data,
      delta(
        'worder:1',
        1,
        report({ worder_id: 1, product_line_id: 2, stations: [counters(1, 12, { wip: 0, pass: 1, rev: 2 })] }),
      ),
    );
    expect(mine.order.stations[12]).toMatchObject({ wip: 0, pass: 1 });
    expect(mine.hours).toHaveLength(1);
  });

  it('reads the station snapshot and keeps counters per order', () => {
    const data = stationModel.fromSnapshot({
      station: { id: 11, fnumber: 'DL', fname: '下载站', product_line_id: 2 },
      orders: [counters(1, 11, { pass: 3 })],
    });
    const next = stationModel.apply(
      data,
      delta(
        'station:11',
        1,
        report({
          worder_id: 1,
          product_line_id: 2,
          station_id: 11,
          stations: [counters(1, 11, { pass: 4, rev: 2 }), counters(1, 12, { wip: 1 })],
        }),
      ),
    );
    expect(next.counters[1].pass).toBe(4);
    expect(Object.keys(next.counters)).toEqual(['1']);
  });

  it('applies a batch over several orders in one delta', () => {
    const base = lineModel.fromSnapshot(lineSnapshot);
    const a = report({ worder_id: 1, product_line_id: 2, stations: [counters(1, 11, { pass: 9, rev: 9 })] });
    const b = report({
      worder_id: 7,
      product_line_id: 2,
      stations: [counters(7, 11, { pass: 1 })],
      line_hour: hour(2, H11, { pass: 1, rev: 2 }),
    });
    const batch = {
      reports: [...a.reports, ...b.reports],
      stations: [...a.stations, ...b.stations],
      line_hours: [...a.line_hours, ...b.line_hours],
      progress: [...a.progress, ...b.progress],
    };
    const next = lineModel.apply(base, delta('line:2', 1, batch));
    expect(next.orders[1].stations[11].pass).toBe(9);
    expect(next.orders[7].stations[11].pass).toBe(1);
    expect(next.hours.find((h) => h.hour === H11)?.pass).toBe(1);
  });

  it("reads a single report of an older worker ('report.applied')", () => {
    const legacy = {
      room: 'line:2',
      seq: 1,
      event: 'report.applied',
      data: {
        worder_id: 1,
        stations: [counters(1, 12, { wip: 5, rev: 9 })],
        line_hour: hour(2, H10, { rev: 9, pass: 7 }),
        progress: { worder_id: 1, finished: 6, rev: 9 },
      },
    } as unknown as RoomDelta;
    expect(reportsOf(legacy)?.line_hours).toHaveLength(1);
    const next = lineModel.apply(lineModel.fromSnapshot(lineSnapshot), legacy);
    expect(next.orders[1].stations[12].wip).toBe(5);
    expect(next.orders[1].progress.finished).toBe(6);
    expect(reportsOf({ room: 'x', seq: 1, event: 'health.heartbeat', data: { at: '', worker: '' } })).toBeNull();
  });

  it('survives a garbage snapshot', () => {
    expect(lineModel.fromSnapshot(null)).toEqual({ line: null, hours: [], orders: {} });
    expect(worderModel.fromSnapshot('x').order.id).toBe(0);
    expect(modelOf('resource:worder').fromSnapshot(5)).toBe(5);
  });

  it('bounds the hours it keeps', () => {
    const many = Array.from({ length: MAX_HOURS + 10 }, (_, i) =>
      hour(1, new Date(Date.UTC(2030, 0, 1, i)).toISOString()),
    );
    const kept = mergeHours([], many);
    expect(kept).toHaveLength(MAX_HOURS);
    expect(kept[0].hour).toBe(new Date(Date.UTC(2030, 0, 1, 10)).toISOString());
  });

  it('reads flow steps in the shapes the answers use', () => {
    expect(
      parseSteps([{ seq: 1, station_id: 3, station: { fnumber: 'A', fname: 'a' } }, { id: 4, fname: 'b' }, 'x']),
    ).toEqual([
      { seq: 1, station_id: 3, fnumber: 'A', fname: 'a' },
      { seq: 2, station_id: 4, fnumber: '', fname: 'b' },
    ]);
  });
});
