import { Body, Controller, Get, Headers, HttpCode, Inject, Ip, Param, Post } from '@nestjs/common';
import { JsonLogger } from '../../core/logging/json-logger';
import { Dispatcher } from '../../core/resource/dispatcher';
import { ResourceRegistry } from '../../core/resource/resource.registry';
import { openApiDocument } from './openapi';

const ROUTES = [':ver/:a', ':ver/:a/:b', ':ver/:a/:b/:c', ':ver/:a/:b/:c/:d', ':ver/:a/:b/:c/:d/:e'];

export function bearerToken(authorization?: string, accessToken?: string): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return m?.[1] ?? (accessToken?.trim() || null);
}

// Thin: every POST call goes to the dispatcher; the token comes as `Authorization: Bearer` or `X-Access-Token`.
@Controller('api')
export class ApiController {
  constructor(
    @Inject(Dispatcher) private readonly dispatcher: Dispatcher,
    @Inject(ResourceRegistry) private readonly registry: ResourceRegistry,
    @Inject(JsonLogger) private readonly logger: JsonLogger,
  ) {}

  @Post(ROUTES)
  @HttpCode(200)
  async call(
    @Param() params: Record<string, string>,
    @Body() body: unknown,
    @Ip() ip: string,
    @Headers('authorization') authorization?: string,
    @Headers('x-access-token') accessToken?: string,
    @Headers('x-api-version') apiVersion?: string,
    @Headers('x-filename') filename?: string,
    @Headers('x-screen-token') screenToken?: string,
    @Headers('user-agent') userAgent?: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<unknown> {
    const segments = ['a', 'b', 'c', 'd', 'e'].map((k) => params[k]).filter((s): s is string => s !== undefined);
    if (apiVersion) this.logger.debug({ msg: 'api version', api_version: apiVersion, path: segments.join('/') }, 'Api');
    return this.dispatcher.dispatch({
      version: params.ver,
      segments,
      body,
      token: bearerToken(authorization, accessToken),
      ip,
      filename,
      screenToken: screenToken?.trim() || null,
      userAgent: userAgent ?? '',
      acceptLanguage,
    });
  }

  @Get('docs')
  docs(): unknown {
    return openApiDocument(this.registry);
  }
}
