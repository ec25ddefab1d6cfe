import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { ErrorCode, fail, localeFromAcceptLanguage, type Locale } from '@mes/contracts';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { afterDraining } from '../http/drain-request';
import type { JsonLogger } from '../logging/json-logger';
import { AppException, NoSuchCall, refuse } from './app.exception';

type Reply = { status(code: number): Reply; header(name: string, value: string): Reply; send(body: unknown): void };
type FastifyishError = { code?: string; statusCode?: number; message?: string };

const tooLarge = (e: FastifyishError) => e.statusCode === 413 || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE';

// Fastify's own refusals, before any handler runs, mapped to 400 with the part of the request that was wrong.
function fastifyRefusal(e: FastifyishError): AppException | null {
  const status = e.statusCode ?? 0;
  const fromFastify = typeof e.code === 'string' && e.code.startsWith('FST_');
  if (tooLarge(e)) return refuse('body', 'input.body_too_large');
  if (status === 415 || e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return refuse('content-type', 'input.content_type_json');
  if (status === 400 && /JSON/i.test(e.message ?? '')) return refuse('body', 'input.malformed_json');
  if (fromFastify && status >= 400 && status < 500)
    return refuse('body', 'input.refused_by_http', { reason: e.message ?? '' });
  return null;
}

// A failure's envelope; a refusal also names its code, field and parameters beside err and msg (docs/api.md).
function envelopeOf(e: AppException, locale: Locale) {
  const answer = fail(e.err, e.messageIn(locale), e.data ?? undefined);
  return e.refusal ? { ...answer, code: e.refusal.code, field: e.refusal.field, params: e.paramsShown() } : answer;
}

// Every answer is an envelope. Failures travel with HTTP 200 and the code in err, as the client expects (docs/api.md);
// only a path that names no call answers HTTP 404. An unexpected failure answers err 500 with a correlation id; the
// stack goes to the log, never to the caller.
@Catch()
export class EnvelopeFilter implements ExceptionFilter {
  constructor(private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<Reply>();
    const request = host.switchToHttp().getRequest<{
      url?: string;
      method?: string;
      raw?: IncomingMessage;
      headers?: Record<string, string | string[] | undefined>;
    }>();
    const language = request.headers?.['accept-language'];
    const locale = () => localeFromAcceptLanguage(Array.isArray(language) ? language.join(',') : language);
    if (exception instanceof AppException) {
      reply.status(200).send(envelopeOf(exception, exception.locale ?? locale()));
      return;
    }
    const e = exception as FastifyishError;
    const status = exception instanceof HttpException ? exception.getStatus() : e.statusCode;
    const refusal = fastifyRefusal({ code: e.code, message: e.message, statusCode: status });
    if (refusal) {
      const send = () => reply.status(200).send(envelopeOf(refusal, locale()));
      // a body refused unread is read to its end first, so the refusal reaches the client (drain-request.ts)
      if (tooLarge({ code: e.code, statusCode: status }) && request.raw) afterDraining(request.raw, send);
      else send();
      return;
    }
    if (exception instanceof NoSuchCall || (exception instanceof HttpException && exception.getStatus() === 404)) {
      reply.status(404).send(fail(404, `no such call: ${request.method} ${request.url}`));
      return;
    }
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      reply.status(200).send(fail(ErrorCode.BAD_REQUEST, exception.message));
      return;
    }
    const id = randomUUID();
    this.logger.error(
      {
        msg: 'unexpected failure',
        correlation_id: id,
        url: request.url,
        method: request.method,
        error: (exception as Error)?.message,
        stack: (exception as Error)?.stack,
      },
      'Envelope',
    );
    reply
      .status(200)
      .header('x-correlation-id', id)
      .send(fail(ErrorCode.SERVER_ERROR, `server error (correlation id ${id})`, { correlation_id: id }));
  }
}
