import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, JsonLogger, loadConfig, startProcessStats } from '@mes/server/public/workers';
import { WorkersModule } from './workers.module';

async function main(): Promise<void> {
  const config = loadConfig();
  startProcessStats('workers');
  const logger = new JsonLogger('workers', config.LOG_LEVEL);
  const app = await NestFactory.createApplicationContext(WorkersModule.forConfig(config), { logger });
  app.enableShutdownHooks();
  logger.log({ msg: 'workers running', pid: process.pid }, 'Main');
}

main().catch((e: unknown) => {
  const boot = new JsonLogger('workers');
  if (e instanceof ConfigError) boot.error(e.message, 'Config');
  else boot.error(e instanceof Error ? e : String(e), 'Main');
  process.exit(1);
});
