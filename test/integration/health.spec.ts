import { startBuiltHub, type Hub } from '../support/hub-processes';
import { eventually } from '../support/test-env';

type Health = {
  status: string;
  postgres: { up: boolean };
  redis: { up: boolean };
  queues: Record<
    string,
    { up: boolean; completed: number; last_heartbeat_at: string | null; last_heartbeat_worker: string | null }
  >;
};

async function health(hub: Hub): Promise<{ status: number; body: Health }> {
  const res = await fetch(`${hub.baseUrl}/api/health`);
  return { status: res.status, body: (await res.json()) as Health };
}

describe('GET /api/health', () => {
  let hub: Hub;

  beforeAll(async () => {
    hub = await startBuiltHub('health', {
      demo: false,
      env: { HEARTBEAT_INTERVAL_MS: '300', WORKER_NAME: 'health-spec-worker' },
    });
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  it('reports PostgreSQL, Redis and the heartbeat queue up', async () => {
    const { status, body } = await health(hub);
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.postgres.up).toBe(true);
    expect(body.redis.up).toBe(true);
    expect(body.queues.heartbeat.up).toBe(true);
    expect(body).not.toHaveProperty('supervisor'); // only `npm run up` supervises
  });

  it('shows the heartbeat a worker processed through BullMQ', async () => {
    const started = Date.now();
    const beat = await eventually('a fresh processed heartbeat', async () => {
      const q = (await health(hub)).body.queues.heartbeat;
      return q.last_heartbeat_at && Date.parse(q.last_heartbeat_at) >= started - 1000 && q.completed >= 1
        ? q
        : undefined;
    });
    expect(beat.last_heartbeat_worker).toBe('health-spec-worker');
  });

  it('leaves unknown API paths to a 404, not to the back office', async () => {
    const res = await fetch(`${hub.baseUrl}/api/no-such-call`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

describe('GET /api/health with Redis down', () => {
  let hub: Hub;

  beforeAll(async () => {
    // Nothing listens on port 1: the server must still start and say Redis is down, not hang or crash.
    hub = await startBuiltHub('health_down', {
      demo: false,
      workers: false,
      requireHealthy: false,
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
    });
  }, 90_000);

  afterAll(async () => {
    await hub?.stop();
  });

  it('answers 503 naming Redis and the queues as down and PostgreSQL as up', async () => {
    const { status, body } = await health(hub);
    expect(status).toBe(503);
    expect(body.status).toBe('degraded');
    expect(body.postgres.up).toBe(true);
    expect(body.redis.up).toBe(false);
    expect(body.queues.heartbeat.up).toBe(false);
  });
});
