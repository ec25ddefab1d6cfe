import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { Child } from '../../scripts/lib/child';
import { setupDatabase, startWorkers, type HubEnv } from '../../scripts/lib/hub';
import { freePort } from '../../scripts/lib/ports';
import { startRedisServer, type RedisHandle } from '../../scripts/lib/redis';
import { startOwnServer } from './hub-processes';
import { createTestDatabase, requireEnv, templateOf, testEnv } from './test-env';

type Proc = { child: Child; port?: string };

// Several servers and workers on one database and a Redis of their own, each stoppable and restartable: the
// multi-process and fault tests.
export class Cluster {
  servers: Proc[] = [];
  workers: Proc[] = [];
  redis!: RedisHandle;
  env!: HubEnv;
  private redisPort = 0;
  private redisDir = '';
  private readonly root = requireEnv('MES_ROOT');

  async start(label: string, servers: number, workers: number): Promise<void> {
    this.redisPort = await freePort();
    this.redisDir = mkdtempSync(join(requireEnv('MES_TEST_TMP'), `redis-${label}-`));
    this.redis = await startRedisServer({ dataDir: this.redisDir, port: this.redisPort });
    const template = templateOf('demo');
    const base = testEnv(await createTestDatabase(label, template), this.redis.url, { HEARTBEAT_INTERVAL_MS: '1000' });
    this.env = { ...process.env, ...base } as HubEnv;
    delete this.env.JEST_WORKER_ID;
    if (!template) setupDatabase(this.root, this.env, true);
    for (let i = 0; i < servers; i++) this.servers.push(await this.startServer());
    for (let i = 0; i < workers; i++) this.workers.push(this.startWorker(i));
  }

  url(i: number): string {
    return `http://127.0.0.1:${this.servers[i].port}`;
  }

  // on a free port, or again on the port it had (a restart)
  async startServer(port?: string): Promise<Proc> {
    return startOwnServer(this.root, this.env, { port });
  }

  startWorker(i: number): Proc {
    return { child: startWorkers(this.root, { ...this.env, WORKER_NAME: `worker-${i}` }, true) };
  }

  async killWorker(i: number): Promise<void> {
    await this.workers[i].child.stop('SIGKILL', 100);
  }

  async restartWorker(i: number): Promise<void> {
    await this.workers[i].child.stop('SIGTERM', 5000);
    this.workers[i] = this.startWorker(i);
  }

  async restartServer(i: number): Promise<void> {
    const port = this.servers[i].port!;
    await this.servers[i].child.stop('SIGTERM', 8000);
    this.servers[i] = await this.startServer(port);
  }

  async stopRedis(): Promise<void> {
    await this.redis.stop();
  }

  async startRedis(): Promise<void> {
    this.redis = await startRedisServer({ dataDir: this.redisDir, port: this.redisPort });
  }

  async stop(): Promise<void> {
    await Promise.allSettled([...this.servers, ...this.workers].map((p) => p.child.stop('SIGTERM', 5000)));
    await this.redis?.stop();
  }
}
