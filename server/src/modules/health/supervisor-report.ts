// The processes `npm run up` supervises, as it records them in Redis (REDIS_KEYS.supervisor): one JSON record per
// process. Read defensively: the writer is another program, and an older or newer one may differ.
export type SupervisedProcess = {
  pid: number | null;
  started_at: string | null;
  restarts: number;
  last_exit_code: number | null;
  last_exit_signal: string | null;
  last_exit_at: string | null;
  last_restart_at: string | null;
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

function parseRecord(json: string): SupervisedProcess | null {
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  return {
    pid: num(r.pid),
    started_at: str(r.started_at),
    restarts: num(r.restarts) ?? 0,
    last_exit_code: num(r.last_exit_code),
    last_exit_signal: str(r.last_exit_signal),
    last_exit_at: str(r.last_exit_at),
    last_restart_at: str(r.last_restart_at),
  };
}

// Undefined when nothing supervises this hub (no `up`, or its records expired).
export function parseSupervisor(hash: Record<string, string>): Record<string, SupervisedProcess> | undefined {
  const processes: Record<string, SupervisedProcess> = {};
  for (const [name, json] of Object.entries(hash)) {
    const record = parseRecord(json);
    if (record) processes[name] = record;
  }
  return Object.keys(processes).length > 0 ? processes : undefined;
}
