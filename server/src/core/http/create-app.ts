import type { DynamicModule, INestApplication, WebSocketAdapter } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { fail } from '@mes/contracts';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { AppConfig } from '../config/config';
import { EnvelopeFilter } from '../api/envelope.filter';
import { XLSX_TYPE } from '../api/file-answer';
import { MAX_IMPORT_BYTES } from '../spreadsheet/spreadsheet';
import { EnvelopeInterceptor } from '../api/envelope.interceptor';
import { JsonLogger } from '../logging/json-logger';
import { staticResolver } from '../static/static-resolver';
import { HSTS, parseFrameAncestors, securityHeaders } from './security-headers';
import { parseTrustedProxies } from './trusted-proxies';

const BODY_LIMIT_BYTES = 1024 * 1024;

// The install's top folder (the repository, or /app in the image): the nearest folder above this file that holds
// server/package.json. Searched, not counted, because the same code runs from dist/core/http and from the one-file
// bundle in dist (server/bundle.mjs).
function installTop(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'server', 'package.json'))) return dir;
  }
  return resolve(__dirname, '../../../..');
}

export function appDistFolders(config: AppConfig) {
  const top = installTop();
  return {
    web: config.WEB_DIST || resolve(top, 'web/dist'),
    kanban: config.KANBAN_DIST || resolve(top, 'kanban/dist'),
  };
}

// Fastify answers a path it cannot route (bad percent-encoding, a segment over 100 characters) itself, without an
// envelope; such a path names no call, so it answers like one: HTTP 404 with err 404.
function unroutable(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.code(404).send(fail(404, `no such call: ${request.method} ${request.url}`));
}

// Fastify was measured faster than Express for the hub's small JSON calls (docs/benchmarks.md).
/** what the application brings to the HTTP shell: its root module and its socket adapter (core imports no module). */
export type AppParts = { module: DynamicModule; socketAdapter(app: INestApplication): WebSocketAdapter };

export async function createApp(config: AppConfig, parts: AppParts): Promise<INestApplication> {
  const logger = new JsonLogger('server', config.LOG_LEVEL);
  // X-Forwarded-For is believed only from the configured proxies (MES_TRUSTED_PROXIES): request.ip is then the address
  // the proxy saw; from anyone else the header is ignored, so a client cannot pick its own address (login lockout).
  const proxies = parseTrustedProxies(config.MES_TRUSTED_PROXIES).entries;
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: proxies.length > 0 ? proxies : false,
    frameworkErrors: unroutable,
  });
  const app = await NestFactory.create<NestFastifyApplication>(parts.module, adapter, {
    logger,
    bufferLogs: false,
  });
  // Spreadsheet uploads come as raw bodies, up to the import limit; JSON stays at BODY_LIMIT_BYTES.
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser(
      ['application/octet-stream', XLSX_TYPE, 'application/vnd.ms-excel', 'text/csv'],
      { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES + 1024 },
      (_req: unknown, body: Buffer, done: (err: Error | null, body?: Buffer) => void) => done(null, body),
    );
  const dist = appDistFolders(config);
  const resolveStatic = staticResolver([
    { prefix: '/kanban/', root: dist.kanban },
    { prefix: '/device_display/', root: dist.kanban },
    { prefix: '/', root: dist.web },
  ]);
  // Every answer carries the security headers (pages, calls, files, static assets, refusals): set on the way in,
  // before any hook or route can answer.
  const headers = securityHeaders({ frameAncestors: parseFrameAncestors(config.MES_FRAME_ANCESTORS).origins });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (req, reply) => {
      reply.headers(headers);
      if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  // onRequest runs before routing, so history fallback sees every GET that is not an API call.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (req, reply) => {
      const file = resolveStatic(req.method, req.url);
      if (!file) return;
      reply.header('Cache-Control', file.cacheControl).type(file.contentType);
      return reply.send(req.method === 'HEAD' ? '' : createReadStream(file.path));
    });
  app.useGlobalFilters(new EnvelopeFilter(logger));
  app.useGlobalInterceptors(new EnvelopeInterceptor());
  app.useWebSocketAdapter(parts.socketAdapter(app));
  app.enableShutdownHooks();
  return app;
}
