import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { isEnvelope, ok } from '@mes/contracts';
import { map, type Observable } from 'rxjs';
import { FileAnswer, FileStream } from './file-answer';

type Reply = { header(name: string, value: string): Reply };

// Handlers return their data; the envelope is put on here, once. /api/health keeps its plain shape.
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const url = context.switchToHttp().getRequest<{ url?: string }>().url ?? '';
    if (!url.startsWith('/api/v')) return next.handle();
    const reply = context.switchToHttp().getResponse<Reply>();
    return next.handle().pipe(
      map((data: unknown) => {
        if (data instanceof FileAnswer || data instanceof FileStream) {
          reply
            .header('content-type', data.contentType)
            .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(data.filename)}`);
          return data.body;
        }
        return isEnvelope(data) ? data : ok(data ?? null);
      }),
    );
  }
}
