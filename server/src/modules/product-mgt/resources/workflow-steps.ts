import { rows, sql } from '../../../core/db/sql';
import type { LookupReader, Row } from '../../../core/resource/resource.types';

const STEPS = sql(
  'product-mgt.workflow_steps',
  'SELECT seq, station_id FROM workflow_station WHERE workflow_id = $1 ORDER BY seq',
);

export type FlowStation = { seq: number; station_id: number; station: Row; station_function: Row | null };

/** the stations of a workflow in order (workflow_station, seq 1..n), each with its station function. */
export async function stepsOf(read: LookupReader, workflowId: number): Promise<FlowStation[]> {
  const steps = await rows(read.db, STEPS, [workflowId]);
  if (steps.length === 0) return [];
  const stations = new Map(
    (
      await read.getMany(
        'station',
        steps.map((s) => s.station_id),
      )
    ).map((s) => [s.id, s]),
  );
  const fnIds = [...stations.values()]
    .map((s) => s.station_function_id as number | null)
    .filter((id): id is number => id !== null);
  const fns = new Map((fnIds.length ? await read.getMany('station_function', fnIds) : []).map((f) => [f.id, f]));
  return steps.map((s) => {
    const station = stations.get(s.station_id)!;
    return {
      seq: s.seq,
      station_id: s.station_id,
      station,
      station_function: fns.get(station.station_function_id as number) ?? null,
    };
  });
}
