import { readFileSync } from 'node:fs';
import type pg from 'pg';
import type { AppConfig } from '../../core/config/config';
import { CfxLogins, type EndpointSecurity } from './cfx-logins';

type Log = (entry: Record<string, unknown>) => void;

/** The endpoint's security from the settings (docs/cfx-auth.md); an unreadable certificate or key stops the start. */
export function endpointSecurity(
  config: Pick<AppConfig, 'MES_CFX_ANONYMOUS' | 'MES_CFX_TLS_CERT' | 'MES_CFX_TLS_KEY'>,
  pool: pg.Pool,
  log: Log,
): EndpointSecurity {
  return {
    logins: new CfxLogins(pool, log),
    anonymous: config.MES_CFX_ANONYMOUS === '1',
    tls: config.MES_CFX_TLS_CERT
      ? { cert: readFileSync(config.MES_CFX_TLS_CERT), key: readFileSync(config.MES_CFX_TLS_KEY) }
      : null,
  };
}
