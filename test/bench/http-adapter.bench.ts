import 'reflect-metadata';
import { Body, Controller, Get, HttpCode, Module, Post, type INestApplication } from '@nestjs/common';
import { NestFactory, type AbstractHttpAdapter } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';

// Express or Fastify under NestJS: the same one-controller app is booted on each adapter in turn and loaded with
// autocannon on the hub's shape of call (a small JSON POST answered with the `{ err, msg, data }` envelope).
// Bounded: each adapter gets a warm-up and one measured run of a fixed duration, on 127.0.0.1 only, then is closed.

export type AdapterName = 'express' | 'fastify';

export type HttpAdapterBenchOptions = {
  /** Seconds of the measured run per adapter (1–60, default 8). */
  durationS?: number;
  /** Seconds of the warm-up run per adapter, not recorded (0–10, default 2). */
  warmupS?: number;
  /** Concurrent connections (1–200, default 50). */
  connections?: number;
  /** Requests in flight per connection (1–10, default 1). */
  pipelining?: number;
  /** Adapters to measure, in this order (default express then fastify). */
  adapters?: AdapterName[];
  log?: (line: string) => void;
};

export type HttpAdapterFigures = {
  adapter: AdapterName;
  version: string;
  durationS: number;
  requests: number;
  requestsPerSec: number;
  latencyAvgMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
};

export type HttpAdapterBenchResult = {
  options: Required<Omit<HttpAdapterBenchOptions, 'log'>>;
  figures: HttpAdapterFigures[];
};

// autocannon ships no type declarations: only what is used here.
type AutocannonResult = {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { average: number; total: number };
  latency: { average: number; p50: number; p99: number };
};
type AutocannonOptions = {
  url: string;
  method: 'POST' | 'GET';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  pipelining: number;
  duration: number;
  timeout: number;
  workers: number;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- autocannon ships no types
const autocannon = require('autocannon') as (opts: AutocannonOptions) => Promise<AutocannonResult>;

const HOST = '127.0.0.1';
const HELLO_PATH = '/api/v1/hello';
const HELLO_BODY = { name: 'smt-line-1' };

// The decorators are applied by hand rather than with `@` syntax: tsx compiles this file with esbuild, which only
// accepts parameter decorators when a tsconfig.json with experimentalDecorators is found from the working directory,
// and the repository root has none (only tsconfig.base.json). Nest's route and @Body() decorators need no
// design-type metadata, and the controller has no constructor injection, so the result is the same app.
class HelloController {
  hello(body: { name?: unknown } | undefined) {
    return { err: 0, msg: 'ok', data: { hello: body?.name } };
  }

  ping() {
    return { err: 0, msg: 'ok', data: { hello: 'world' } };
  }
}

function decorateMethod(target: object, key: string, ...decorators: MethodDecorator[]): void {
  let descriptor = Object.getOwnPropertyDescriptor(target, key)!;
  for (const decorate of [...decorators].reverse()) {
    descriptor = (decorate(target, key, descriptor) as PropertyDescriptor | undefined) ?? descriptor;
  }
  Object.defineProperty(target, key, descriptor);
}

Body()(HelloController.prototype, 'hello', 0);
decorateMethod(HelloController.prototype, 'hello', Post('v1/hello'), HttpCode(200));
decorateMethod(HelloController.prototype, 'ping', Get('hello'));
Controller('api')(HelloController);

// eslint-disable-next-line @typescript-eslint/no-extraneous-class -- a Nest module, decorated by the call below
class HelloBenchModule {}
Module({ controllers: [HelloController] })(HelloBenchModule);

function clamp(name: string, value: number | undefined, fallback: number, min: number, max: number): number {
  const v = value ?? fallback;
  if (!Number.isFinite(v) || v < min || v > max) throw new Error(`${name} must be between ${min} and ${max}, got ${v}`);
  return v;
}

function packageVersion(pkg: string, from: string): string {
  try {
    const base = dirname(require.resolve(`${from}/package.json`));
    const file = require.resolve(`${pkg}/package.json`, { paths: [base] });
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

function adapterVersion(adapter: AdapterName): string {
  const nest = packageVersion(`@nestjs/platform-${adapter}`, '@nestjs/core');
  return `${adapter} ${packageVersion(adapter, `@nestjs/platform-${adapter}`)}, @nestjs/platform-${adapter} ${nest}`;
}

async function boot(adapter: AdapterName): Promise<{ app: INestApplication; base: string }> {
  const httpAdapter = (adapter === 'fastify' ? new FastifyAdapter() : new ExpressAdapter()) as AbstractHttpAdapter;
  const app = await NestFactory.create(HelloBenchModule, httpAdapter, { logger: false, abortOnError: false });
  try {
    await app.listen(0, HOST);
    const { port } = (app.getHttpServer() as { address(): AddressInfo }).address();
    return { app, base: `http://${HOST}:${port}` };
  } catch (e) {
    await app.close();
    throw e;
  }
}

// One request of each route before any load, so a broken app fails loudly instead of measuring error replies.
async function checkRoutes(base: string): Promise<void> {
  const post = await fetch(base + HELLO_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(HELLO_BODY),
  });
  const posted = await post.text();
  const expected = JSON.stringify({ err: 0, msg: 'ok', data: { hello: HELLO_BODY.name } });
  if (post.status !== 200 || JSON.stringify(JSON.parse(posted)) !== expected) {
    throw new Error(`POST ${HELLO_PATH} answered ${post.status} ${posted}, expected 200 ${expected}`);
  }
  const get = await fetch(base + '/api/hello');
  if (get.status !== 200) throw new Error(`GET /api/hello answered ${get.status}`);
  await get.arrayBuffer();
}

function load(base: string, durationS: number, connections: number, pipelining: number): Promise<AutocannonResult> {
  // One worker thread fires the requests, so the load generator does not share the server's event loop.
  return autocannon({
    url: base + HELLO_PATH,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(HELLO_BODY),
    connections,
    pipelining,
    duration: durationS,
    timeout: 10,
    workers: 1,
  });
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export async function benchHttpAdapters(opts: HttpAdapterBenchOptions = {}): Promise<HttpAdapterBenchResult> {
  const options = {
    durationS: clamp('durationS', opts.durationS, 8, 1, 60),
    warmupS: clamp('warmupS', opts.warmupS, 2, 0, 10),
    connections: clamp('connections', opts.connections, 50, 1, 200),
    pipelining: clamp('pipelining', opts.pipelining, 1, 1, 10),
    adapters: opts.adapters ?? (['express', 'fastify'] as AdapterName[]),
  };
  const log = opts.log ?? (() => undefined);
  const figures: HttpAdapterFigures[] = [];
  for (const adapter of options.adapters) {
    const { app, base } = await boot(adapter);
    try {
      await checkRoutes(base);
      if (options.warmupS > 0) {
        log(`${adapter}: warm-up ${options.warmupS} s on ${base}${HELLO_PATH}`);
        await load(base, options.warmupS, options.connections, options.pipelining);
      }
      log(
        `${adapter}: measuring ${options.durationS} s, ${options.connections} connections, pipelining ${options.pipelining}`,
      );
      const r = await load(base, options.durationS, options.connections, options.pipelining);
      figures.push({
        adapter,
        version: adapterVersion(adapter),
        durationS: r.duration,
        requests: r.requests.total,
        requestsPerSec: round(r.requests.average, 0),
        latencyAvgMs: round(r.latency.average),
        latencyP50Ms: round(r.latency.p50),
        latencyP99Ms: round(r.latency.p99),
        errors: r.errors,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
      });
    } finally {
      await app.close();
    }
  }
  return { options, figures };
}

// What `npm run bench` (scripts/bench.ts) reads from every test/bench/*.bench.ts file.
export type BenchReport = { setup: string[]; columns: string[]; rows: string[][]; summary: string[] };

export const benchmark = {
  id: 'http-adapters',
  title: 'HTTP adapter: Express vs Fastify under NestJS (hello call)',
  async run(ctx: { durationS?: number; log: (line: string) => void }): Promise<BenchReport> {
    const { options, figures } = await benchHttpAdapters({ durationS: ctx.durationS, log: ctx.log });
    const setup = [
      `One Nest app per adapter (logger off, default adapter settings), one controller: \`POST ${HELLO_PATH}\` ` +
        `with the JSON body \`${JSON.stringify(HELLO_BODY)}\` answering \`{ err: 0, msg: 'ok', data: { hello } }\` ` +
        '(200), and `GET /api/hello`; listening on 127.0.0.1, port 0.',
      `autocannon against the POST call: ${options.connections} connections, pipelining ${options.pipelining}, ` +
        `${options.warmupS} s warm-up (not recorded) then ${options.durationS} s measured, per adapter, ` +
        `in this order: ${options.adapters.join(', ')}. Server on the main thread, autocannon in one worker thread ` +
        'of the same process.',
      `Versions: ${figures.map((f) => f.version).join('; ')}.`,
    ];
    const columns = [
      'adapter',
      'requests/s (avg)',
      'latency p50 (ms)',
      'latency p99 (ms)',
      'latency avg (ms)',
      'requests',
      'errors',
      'timeouts',
      'non-2xx',
    ];
    const rows = figures.map((f) => [
      f.adapter,
      String(f.requestsPerSec),
      String(f.latencyP50Ms),
      String(f.latencyP99Ms),
      String(f.latencyAvgMs),
      String(f.requests),
      String(f.errors),
      String(f.timeouts),
      String(f.non2xx),
    ]);
    const summary: string[] = [];
    const bad = figures.filter((f) => f.errors + f.timeouts + f.non2xx > 0);
    if (bad.length > 0)
      summary.push(
        `Errors or non-2xx replies on ${bad.map((f) => f.adapter).join(', ')}: these figures are not comparable.`,
      );
    if (figures.length >= 2) {
      const [best, next] = [...figures].sort((a, b) => b.requestsPerSec - a.requestsPerSec);
      const more =
        next.requestsPerSec > 0 ? Math.round((best.requestsPerSec / next.requestsPerSec - 1) * 100) : Infinity;
      summary.push(
        `Faster in this run: **${best.adapter}**, ${more}% more requests/s than ${next.adapter} ` +
          `(p99 ${best.latencyP99Ms} ms vs ${next.latencyP99Ms} ms).`,
      );
    }
    return { setup, columns, rows, summary };
  },
};

// Lets this file run alone: `node -r tsx/cjs test/bench/http-adapter.bench.ts` (prints JSON).
if (require.main === module) {
  benchHttpAdapters({ durationS: Number(process.env.BENCH_DURATION_S) || undefined, log: (l) => console.error(l) })
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
}
