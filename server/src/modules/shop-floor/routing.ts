import { ErrorCode, StationReportResult } from '@mes/contracts';
import { refuseAs } from '../../core/api/app.exception';

export type SnPosition = { next_seq: number; fail_count: number; done: boolean; reported_before: boolean };
export type FlowStep = { seq: number; station_id: number; fnumber: string };
export type RoutingDecision = {
  seq: number;
  first_pass: boolean;
  entered: boolean;
  next: SnPosition;
  to_station_id: number | null;
};

// The routing rules of a station report (docs/state-machines.md, "Station reports"):
// - the SN reports at the step it is waiting at (next_seq); an earlier step answers 1216 (already passed, no retry),
//   a later one 1215 (unreachable: the step it must pass first is named);
// - a pass moves it to the next step (done after the last); a fail keeps it at the same step, where it may be
//   retested as often as needed; a retest that passes is not first-pass;
// - a done SN answers 1216 anywhere in its flow; a rework order sets it back into a rework flow (next_seq 1).
export function decideRoute(
  steps: FlowStep[],
  position: SnPosition,
  stationId: number,
  result: number,
  stationName: string,
): RoutingDecision {
  const step = steps.find((s) => s.station_id === stationId);
  if (!step)
    throw refuseAs(
      ErrorCode.STATION_NOT_IN_FLOW,
      'station',
      'shop_floor.station_not_in_flow',
      { station: stationName },
      null,
    );
  if (position.done || step.seq < position.next_seq) {
    throw refuseAs(
      ErrorCode.STATION_ALREADY_PASSED,
      'station',
      'shop_floor.station_passed',
      { station: stationName },
      null,
    );
  }
  if (step.seq > position.next_seq) {
    const waiting = steps.find((s) => s.seq === position.next_seq);
    throw refuseAs(
      ErrorCode.STATION_UNREACHABLE,
      'station',
      'shop_floor.pass_first',
      { station: stationName, waiting: waiting?.fnumber ?? `#${position.next_seq}` },
      null,
    );
  }
  const first_pass = position.fail_count === 0;
  const entered = !position.reported_before;
  if (result === StationReportResult.PASS) {
    const last = Math.max(...steps.map((s) => s.seq));
    const following = steps.filter((s) => s.seq > step.seq).sort((a, b) => a.seq - b.seq)[0];
    const done = step.seq >= last;
    return {
      seq: step.seq,
      first_pass,
      entered,
      to_station_id: done ? null : following.station_id,
      next: { next_seq: done ? step.seq + 1 : following.seq, fail_count: 0, done, reported_before: true },
    };
  }
  return {
    seq: step.seq,
    first_pass,
    entered,
    to_station_id: null,
    next: { next_seq: step.seq, fail_count: position.fail_count + 1, done: false, reported_before: true },
  };
}
