import type { ReportsDelta } from '@mes/contracts';
import { mergeDeltas, ReportsCoalescer } from './reports-coalescer';
import type { RoomPublisher } from './room-publisher';

type Sent = { room: string; data: ReportsDelta }[];

const delta = (logId: number, rev: number): ReportsDelta => ({
  reports: [
    {
      station_log_id: logId,
      sn: `SN${logId}`,
      result: 1,
      worder_id: 1,
      station_id: 2,
      product_line_id: 3,
      at: '2026-11-24T05:00:00Z',
    },
  ],
  stations: [
    { worder_id: 1, station_id: 2, pass: rev, fail: 0, first_pass_total: rev, first_pass_pass: rev, wip: 0, rev },
  ],
  line_hours: [{ product_line_id: 3, hour: '2026-11-24T05:00:00Z', pass: rev, fail: 0, output: rev, rev }],
  progress: [{ worder_id: 1, started: rev, finished: 0, failed: 0, last_report_at: null, rev }],
});

describe(ReportsCoalescer.name, () => {
  let calls: Sent[];
  const publisher = {
    publishMany: async (_event: string, messages: Sent) => {
      calls.push(messages);
    },
  } as unknown as RoomPublisher;

  beforeEach(() => {
    calls = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('sends a quiet room its delta at once, merges what arrives within the window into one delta at its end', async () => {
    const c = new ReportsCoalescer(publisher, 20);
    await c.add([
      { room: 'line:3', data: delta(1, 1) },
      { room: 'worder:1', data: delta(1, 1) },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0].map((m) => m.room)).toEqual(['line:3', 'worder:1']);

    // two more batches within the window: nothing sent yet, then one delta a room with both
    const second = c.add([{ room: 'line:3', data: delta(2, 2) }]);
    const third = c.add([{ room: 'line:3', data: delta(3, 3) }]);
    expect(calls).toHaveLength(1);
    jest.advanceTimersByTime(20);
    await Promise.all([second, third]);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toHaveLength(1);
    expect(calls[1][0].room).toBe('line:3');
    expect(calls[1][0].data.reports.map((r) => r.station_log_id)).toEqual([2, 3]);
    expect(calls[1][0].data.stations).toEqual([expect.objectContaining({ rev: 3, pass: 3 })]);

    // another room is quiet: at once, whatever line:3 does
    await c.add([{ room: 'worder:9', data: delta(4, 4) }]);
    expect(calls).toHaveLength(3);
  });

  it('with a window of 0 publishes every batch at once', async () => {
    const c = new ReportsCoalescer(publisher, 0);
    await c.add([{ room: 'line:3', data: delta(1, 1) }]);
    await c.add([{ room: 'line:3', data: delta(2, 2) }]);
    expect(calls).toHaveLength(2);
  });

  it('hands a failed publish to every batch merged into it', async () => {
    const failing = {
      publishMany: async () => {
        throw new Error('redis away');
      },
    } as unknown as RoomPublisher;
    const c = new ReportsCoalescer(failing, 20);
    await expect(c.add([{ room: 'line:3', data: delta(1, 1) }])).rejects.toThrow('redis away');
    const a = c.add([{ room: 'line:3', data: delta(2, 2) }]);
    const b = c.add([{ room: 'line:3', data: delta(3, 3) }]);
    jest.advanceTimersByTime(20);
    await expect(a).rejects.toThrow('redis away');
    await expect(b).rejects.toThrow('redis away');
  });
});

describe(mergeDeltas.name, () => {
  it('keeps both reports and each counter row at its highest rev, whatever the order', () => {
    const m = mergeDeltas(delta(2, 5), delta(1, 4));
    expect(m.reports.map((r) => r.station_log_id)).toEqual([2, 1]);
    expect(m.stations).toEqual([expect.objectContaining({ rev: 5 })]);
    expect(m.line_hours).toEqual([expect.objectContaining({ rev: 5 })]);
    expect(m.progress).toEqual([expect.objectContaining({ rev: 5 })]);
  });
});
