import { z } from 'zod';
import { parseFrameAncestors } from '../http/security-headers';
import { IMPORT_ENTRIES, IMPORT_UNZIPPED_MB } from '../spreadsheet/spreadsheet.types';
import { parseTrustedProxies } from '../http/trusted-proxies';
import { parseNetworks, parsePorts } from '../net/outbound-targets';

export const DEFAULT_PRINTER_NETWORKS = '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,127.0.0.0/8,::1/128,fc00::/7';
/** port 9100 (raw TCP, "JetDirect") and the demo factory's file printer (MES_DEMO_PRINTER_PORT, 9109). */
export const defaultPrinterPorts = (env: NodeJS.ProcessEnv) => `9100,${env.MES_DEMO_PRINTER_PORT ?? 9109}`;

// One config object, validated at start; every variable has a default and a description (docs/configuration.md).
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production').describe('runtime mode'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port of the server'),
  HOST: z.string().default('0.0.0.0').describe('address the server listens on'),
  DATABASE_URL: z.string().url().describe('PostgreSQL connection URL'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379').describe('Redis connection URL'),
  MES_SECRET_KEY: z
    .string()
    .min(16, 'MES_SECRET_KEY must be at least 16 characters')
    .default('dev-only-secret-key-change-me')
    .describe('key that encrypts user secrets at rest and signs tokens'),
  LOG_LEVEL: z
    .enum(['error', 'warn', 'info', 'debug'])
    .default('info')
    .describe('least severe level written to the log'),
  WEB_DIST: z.string().default('').describe('folder of the built back office (default: web/dist beside server/)'),
  KANBAN_DIST: z.string().default('').describe('folder of the built kanban (default: kanban/dist beside server/)'),
  HEARTBEAT_INTERVAL_MS: z.coerce.number().int().min(200).default(5000).describe('period of the worker heartbeat job'),
  MES_PG_POOL_MAX: z.coerce
    .number()
    .int()
    .min(2)
    .max(100)
    .default(20)
    .describe(
      "connections of each of a process's two PostgreSQL pools; with N servers on one PostgreSQL about 20 / N each",
    ),
  WORKER_NAME: z.string().default('').describe('name a worker process reports in its heartbeat (default host:pid)'),
  MES_IMPORT_MAX_UNZIPPED_MB: z.coerce
    .number()
    .int()
    .min(IMPORT_UNZIPPED_MB.min)
    .max(IMPORT_UNZIPPED_MB.max)
    .default(IMPORT_UNZIPPED_MB.default)
    .describe('the most an imported .xlsx may unpack to, in MiB (a larger one is refused before it is read)'),
  MES_IMPORT_MAX_ENTRIES: z.coerce
    .number()
    .int()
    .min(IMPORT_ENTRIES.min)
    .max(IMPORT_ENTRIES.max)
    .default(IMPORT_ENTRIES.default)
    .describe('the most parts (zip entries) an imported .xlsx may hold'),
  MES_TRUSTED_PROXIES: z
    .string()
    .default('')
    .refine((v) => parseTrustedProxies(v).bad === null, {
      error: (issue) =>
        `MES_TRUSTED_PROXIES: '${parseTrustedProxies(String(issue.input)).bad}' is not an address or CIDR`,
    })
    .describe('comma-separated addresses or CIDRs of the proxies whose X-Forwarded-For is believed (empty: none)'),
  MES_FRAME_ANCESTORS: z
    .string()
    .default('')
    .refine((v) => parseFrameAncestors(v).bad === null, {
      error: (issue) =>
        `MES_FRAME_ANCESTORS: '${parseFrameAncestors(String(issue.input)).bad}' is not an http(s) origin`,
    })
    .describe("origins (besides the hub's own) that may frame its pages, e.g. a factory portal (empty: none)"),
  MES_PRINTER_NETWORKS: z
    .string()
    .default(DEFAULT_PRINTER_NETWORKS)
    .refine((v) => parseNetworks(v).bad === null, {
      error: (issue) => `MES_PRINTER_NETWORKS: '${parseNetworks(String(issue.input)).bad}' is not an address or CIDR`,
    })
    .describe(
      'comma-separated addresses or CIDRs a ZPL label printer may be at (default: the private ranges and loopback; empty: none)',
    ),
  MES_PRINTER_PORTS: z
    .string()
    .default(defaultPrinterPorts({}))
    .refine((v) => parsePorts(v).bad === null, {
      error: (issue) =>
        `MES_PRINTER_PORTS: '${parsePorts(String(issue.input)).bad}' is not a port or a range a-b of ports 1-65535`,
    })
    .describe(
      'comma-separated ports or ranges a-b a ZPL label printer may listen on (default 9100 and MES_DEMO_PRINTER_PORT, else 9109)',
    ),
  MES_ERP_REPORT_URL: z
    .union([z.literal(''), z.string().url()])
    .default('')
    .describe(
      'where the workers POST each order_reporting entry (empty: not sent, every attempt fails and is retried)',
    ),
  MES_ERP_REPORT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000).describe('timeout of one ERP attempt'),
  MES_ERP_REPORT_BACKOFF_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(5000)
    .describe('wait before the second ERP attempt; doubled each time up to MES_ERP_REPORT_BACKOFF_MAX_MS'),
  MES_ERP_REPORT_BACKOFF_MAX_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(600_000)
    .describe('longest wait between two ERP attempts'),
  MES_ERP_REPORT_SWEEP_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60_000)
    .describe('period of the sweep that queues again every entry not accepted whose job was lost'),
  MES_CFX_PORT: z.coerce
    .number()
    .int()
    .min(-1)
    .max(65535)
    .default(5673)
    .describe('port of the AMQP 1.0 endpoint IPC-CFX machines publish to (0: a free one, -1: none)'),
  MES_CFX_HANDLE: z
    .string()
    .min(1)
    .max(128)
    .default('mes.hub')
    .describe('CFX handle the hub answers requests with (the Source of its responses)'),
  MES_CFX_ANONYMOUS: z
    .enum(['0', '1'])
    .default('0')
    .describe(
      '1: the AMQP endpoint also takes SASL ANONYMOUS (and no SASL); 0: only cfx_account logins (docs/cfx-auth.md)',
    ),
  MES_CFX_TLS_CERT: z
    .string()
    .default('')
    .describe('PEM certificate file: with MES_CFX_TLS_KEY the AMQP endpoint speaks TLS only (amqps)'),
  MES_CFX_TLS_KEY: z.string().default('').describe('PEM private key file of MES_CFX_TLS_CERT'),
  MES_CFX_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(256 * 1024 * 1024)
    .default(1024 * 1024)
    .describe('the largest CFX message the AMQP endpoint takes, and what a compressed one may unpack to'),
  MES_CFX_RATE_PER_CONNECTION: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(200)
    .describe('messages a second one AMQP connection may send (held by link credit: a faster machine waits)'),
});

export type AppConfig = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // the demo factory's printer port is a printer port too unless the ports are set (docs/configuration.md)
  const parsed = schema.safeParse(
    env.MES_PRINTER_PORTS === undefined ? { ...env, MES_PRINTER_PORTS: defaultPrinterPorts(env) } : env,
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  // the AMQP endpoint's TLS needs both files (docs/cfx-auth.md)
  if ((parsed.data.MES_CFX_TLS_CERT === '') !== (parsed.data.MES_CFX_TLS_KEY === ''))
    throw new ConfigError(
      'invalid configuration:\n  MES_CFX_TLS_KEY: MES_CFX_TLS_CERT and MES_CFX_TLS_KEY go together: give both or neither',
    );
  return parsed.data;
}

export function describeConfig(): { name: string; description: string }[] {
  return Object.entries(schema.shape).map(([name, field]) => ({ name, description: field.description ?? '' }));
}

export const APP_CONFIG = Symbol('APP_CONFIG');
