import { refuse } from '../../core/api/app.exception';
import type { ResourceHooks } from '../../core/resource/resource.types';
import { encryptSecret } from './login-secret';

// Users are created with the client-derived `secret` (64 hex digits), never a password; it is stored encrypted.
// Creating requires it; updating changes it only when a non-empty one is given (000 §5).
// The area's register (auth.register.ts) attaches them to `user` (registry.hook).
export function userSecretHooks(masterKey: string): ResourceHooks {
  return {
    beforeWrite(input, ctx) {
      const { secret, ...rest } = input;
      if (ctx.action === 'create' && (typeof secret !== 'string' || secret === ''))
        throw refuse('secret', 'input.required');
      if (typeof secret === 'string' && secret !== '') {
        if (!/^[0-9a-f]{64}$/i.test(secret)) throw refuse('secret', 'auth.secret_format');
        return { ...rest, secret_enc: encryptSecret(secret.toLowerCase(), masterKey) };
      }
      return rest;
    },
  };
}
