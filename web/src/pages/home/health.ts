import { isRecord } from '@mes/contracts';
// Defensive reading of GET /api/health: any field may be missing or of the wrong type.
export type ServiceHealth = { up: boolean | null; latencyMs: number | null };

export type QueueHealth = {
  name: string;
  up: boolean | null;
  waiting: number | null;
  active: number | null;
  completed: number | null;
  failed: number | null;
  lastHeartbeatAt: string | null;
};

export type HealthReport = {
  status: 'ok' | 'degraded' | 'unknown';
  postgres: ServiceHealth;
  redis: ServiceHealth;
  queues: QueueHealth[];
  version: string | null;
};

const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function readService(v: unknown): ServiceHealth {
  if (!isRecord(v)) return { up: null, latencyMs: null };
  return { up: bool(v.up), latencyMs: num(v.latency_ms) };
}

function readQueue(name: string, v: unknown): QueueHealth {
  const q = isRecord(v) ? v : {};
  return {
    name,
    up: bool(q.up),
    waiting: num(q.waiting),
    active: num(q.active),
    completed: num(q.completed),
    failed: num(q.failed),
    lastHeartbeatAt: str(q.last_heartbeat_at),
  };
}

export function parseHealth(body: unknown): HealthReport {
  const b = isRecord(body) ? body : {};
  const status = b.status === 'ok' || b.status === 'degraded' ? b.status : 'unknown';
  const queues = isRecord(b.queues)
    ? Object.entries(b.queues)
        .map(([name, q]) => readQueue(name, q))
        .sort((a, c) => a.name.localeCompare(c.name))
    : [];
  return {
    status,
    postgres: readService(b.postgres),
    redis: readService(b.redis),
    queues,
    version: str(b.version),
  };
}
