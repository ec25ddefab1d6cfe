import type { LineHour, ReportsDelta, RoomDelta, StationCounters, WorderProgress } from '@mes/contracts';

export { FakeSocket } from '@mes/client/test/fake-socket';

// Board data as the workers send it, for the board and room specs.

export function counters(worderId: number, stationId: number, p: Partial<StationCounters> = {}): StationCounters {
  return {
    worder_id: worderId,
    station_id: stationId,
    pass: 0,
    fail: 0,
    first_pass_total: 0,
    first_pass_pass: 0,
    wip: 0,
    rev: 1,
    ...p,
  };
}

export function hour(lineId: number, iso: string, p: Partial<LineHour> = {}): LineHour {
  return { product_line_id: lineId, hour: iso, pass: 0, fail: 0, output: 0, rev: 1, ...p };
}

type ReportParts = {
  worder_id: number;
  product_line_id: number;
  station_id?: number;
  stations?: StationCounters[];
  line_hour?: LineHour;
  progress?: WorderProgress;
};

/** One report as the worker batches it ('reports.applied'): the report and the rows it changed. */
export function report(p: ReportParts): ReportsDelta {
  const at = new Date().toISOString();
  return {
    reports: [
      {
        station_log_id: 1,
        sn: 'SN1',
        result: 1,
        worder_id: p.worder_id,
        station_id: p.station_id ?? 11,
        product_line_id: p.product_line_id,
        at,
      },
    ],
    stations: p.stations ?? [],
    line_hours: [p.line_hour ?? hour(p.product_line_id, at)],
    progress: [
      p.progress ?? { worder_id: p.worder_id, started: 0, finished: 0, failed: 0, last_report_at: null, rev: 1 },
    ],
  };
}

export function delta(room: string, seq: number, data: ReportsDelta): RoomDelta {
  return { room, seq, event: 'reports.applied', data };
}
