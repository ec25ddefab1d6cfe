import { Dispatcher } from '@mes/server/core/resource/dispatcher';
import { ResourceRegistry } from '@mes/server/core/resource/resource.registry';
import { ResourceService } from '@mes/server/core/resource/resource.service';
import type { ResourceIoService } from '@mes/server/core/resource/resource-io.service';
import type { ResourceDef } from '@mes/server/core/resource/resource.types';
import type { DataSource } from 'typeorm';
import { poolOf } from './pool-of';

export type EngineCalls = {
  call: (path: string, body: Record<string, unknown>) => Promise<unknown>;
  /** the envelope code and message of a refused call (throws when the call was not refused). */
  refusal: (path: string, body: Record<string, unknown>) => Promise<{ err: number | undefined; msg: string }>;
};

// The engine's dispatcher over test-only resources (whose tables the test creates): every token is a session of no
// user and every permission is granted, so a test exercises only what the engine serves.
export function engineCalls(ds: DataSource, defs: readonly ResourceDef[]): EngineCalls {
  const registry = new ResourceRegistry();
  for (const def of defs) registry.register(def);
  const resources = new ResourceService(poolOf(ds), registry);
  const allow = { allows: async () => true };
  const session = { read: async () => ({ user_id: null }) };
  const dispatcher = new Dispatcher(registry, resources, session as never, allow as never, {} as ResourceIoService);
  const call = (path: string, body: Record<string, unknown>) =>
    dispatcher.dispatch({ version: 'v1', segments: path.split('/'), body, token: 't', ip: '127.0.0.1' });
  const refusal = async (path: string, body: Record<string, unknown>) => {
    try {
      await call(path, body);
    } catch (e) {
      return { err: (e as { err?: number }).err, msg: (e as Error).message };
    }
    throw new Error(`${path} was not refused`);
  };
  return { call, refusal };
}
