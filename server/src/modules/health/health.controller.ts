import { Controller, Get, Res } from '@nestjs/common';
import { HealthService } from './health.service';

type StatusReply = { status(code: number): unknown };

// GET /api/health: the state of PostgreSQL, Redis and the queues; 503 when anything is down (load balancers read it).
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  async get(@Res({ passthrough: true }) res: StatusReply) {
    const report = await this.health.report();
    res.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
