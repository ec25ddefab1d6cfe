import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { isEnvelope, ok } from '@mes/contracts';
import { map, type Observable } from 'rxjs';

// Handlers return their data; the envelope is put on here, once. /api/health keeps its plain shape.
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const url = context.switchToHttp().getRequest<{ url?: string }>().url ?? '';
    if (!url.startsWith('/api/v')) return next.handle();
    return next.handle().pipe(map((data: unknown) => (isEnvelope(data) ? data : ok(data ?? null))));
  }
}
