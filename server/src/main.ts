import 'reflect-metadata';
import { ConfigError, loadConfig } from './core/config/config';
import { AppModule } from './app.module';
import { createApp } from './core/http/create-app';
import { JsonLogger } from './core/logging/json-logger';
import { startProcessStats } from './core/util/process-stats';
import { RedisIoAdapter } from './modules/realtime';

async function main(): Promise<void> {
  const config = loadConfig();
  startProcessStats('server');
  const app = await createApp(config, {
    module: AppModule.forConfig(config),
    socketAdapter: (a) => new RedisIoAdapter(a, config.REDIS_URL),
  });
  await app.listen(config.PORT, config.HOST);
  new JsonLogger('server', config.LOG_LEVEL).log({ msg: 'listening', port: config.PORT, pid: process.pid }, 'Main');
}

main().catch((e: unknown) => {
  const boot = new JsonLogger('server');
  if (e instanceof ConfigError) boot.error(e.message, 'Config');
  else boot.error(e instanceof Error ? e : String(e), 'Main');
  process.exit(1);
});
