import { Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { PG_POOL } from '../../core/infra.module';
import { JsonLogger } from '../../core/logging/json-logger';
import { FeedingStepsService } from '../smt';
import { RoutingCache } from '../shop-floor';
import { TestLimitCache } from '../shop-floor';
import { CfxEndpoint } from './cfx-endpoint';
import { handlerTable } from './cfx-handlers';
import { CfxInbox } from './cfx-inbox.service';
import { endpointSecurity } from './cfx-security';

/** The AMQP 1.0 endpoint of IPC-CFX machines in the server process (docs/cfx.md); MES_CFX_PORT=-1 leaves it out. */
@Module({})
export class CfxModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private endpoint: CfxEndpoint | null = null;
  private readonly logger: JsonLogger;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {
    this.logger = new JsonLogger('cfx', config.LOG_LEVEL);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.MES_CFX_PORT < 0) return;
    const log = (entry: Record<string, unknown>) => this.logger.warn(entry, 'Cfx');
    const inbox = new CfxInbox(
      this.pool,
      handlerTable({
        cache: new RoutingCache(this.pool),
        limits: new TestLimitCache(this.pool),
        feeding: new FeedingStepsService(this.pool),
        hubHandle: this.config.MES_CFX_HANDLE,
      }),
      log,
    );
    const security = endpointSecurity(this.config, this.pool, log);
    const endpoint = new CfxEndpoint(
      inbox,
      log,
      security,
      this.config.MES_CFX_MAX_MESSAGE_BYTES,
      this.config.MES_CFX_RATE_PER_CONNECTION,
    );
    try {
      const port = await endpoint.listen(this.config.MES_CFX_PORT, this.config.HOST);
      this.endpoint = endpoint;
      const { anonymous, tls } = security;
      this.logger.log({ msg: 'cfx listening', port, pid: process.pid, anonymous, tls: tls !== null }, 'Cfx');
    } catch (e) {
      // another server of this host holds the port: this one serves HTTP only
      this.logger.error(`cfx endpoint not started on port ${this.config.MES_CFX_PORT}: ${String(e)}`, 'Cfx');
      return;
    }
    void inbox.sweep().catch((e: unknown) => log({ msg: 'cfx sweep failed', error: String(e) }));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.endpoint?.close();
  }
}
