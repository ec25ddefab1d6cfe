import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './core/config/config';
import { InfraModule } from './core/infra.module';
import { ApiModule } from './modules/api/api.module';
import { CfxModule } from './modules/cfx/cfx.module';
import { HealthModule } from './modules/health/health.module';
import { RealtimeModule } from './modules/realtime/realtime.module';

@Module({})
export class AppModule {
  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [InfraModule.forConfig(config), HealthModule, ApiModule, RealtimeModule, CfxModule],
    };
  }
}
