import { refuse } from '../../core/api/app.exception';
import { defineResource } from '../../core/resource/resource.types';
import { datetime, fdesc, ref, relationsTo, str, tr } from '../basicdata';
import { CFX_MODULE } from './cfx.resources';
import { hashMachineSecret } from './cfx-secret';

/** A machine secret: long enough not to be guessed over the wire, short enough to type into a machine's settings. */
export const SECRET_MIN = 12;
const SECRET_MAX = 128;

// Who may open an AMQP connection to the hub (docs/cfx-auth.md): one login per machine (or per line controller /
// broker shovel), SASL PLAIN with its user name and secret. The secret is written, never read back: a hook stores its
// scrypt hash; an update without one keeps the stored one. `disabled` (the engine's disable call) refuses the login.
export const cfxAccountResource = defineResource({
  name: 'cfx_account',
  module: CFX_MODULE,
  table: 'cfx_account',
  label: tr('CFX 登录', 'CFX login'),
  io: false,
  fields: {
    username: {
      type: 'string',
      label: tr('登录名', 'User name'),
      max: 64,
      required: true,
      unique: true,
      search: true,
    },
    fname: str(128, '设备名称', 'Machine name', { search: true }),
    station_id: ref('station', '工站', 'Station', { required: true }),
    secret: { type: 'string', label: tr('密钥', 'Secret'), max: SECRET_MAX, hidden: true },
    secret_hash: { type: 'text', label: tr('密钥摘要', 'Secret hash'), hidden: true, readonly: true },
    last_login_at: { ...datetime('最后登录', 'Last login'), readonly: true },
    last_peer: { ...str(128, '最后登录地址', 'Last login from'), readonly: true },
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('station'),
  listColumns: ['username', 'fname', 'station_id', 'disabled', 'last_login_at', 'last_peer'],
  example: { username: 'smt01-mounter1', fname: 'Mounter 1', secret: 'change-me-0123456789' },
  hooks: {
    async beforeWrite(input, ctx) {
      const { secret, ...rest } = input;
      if (typeof rest.username === 'string' && !/^[A-Za-z0-9._:@-]+$/.test(rest.username))
        throw refuse('username', 'cfx.username_chars');
      if (ctx.action === 'create' && (typeof secret !== 'string' || secret === ''))
        throw refuse('secret', 'input.required');
      if (typeof secret !== 'string' || secret === '') return rest;
      if (secret.length < SECRET_MIN) throw refuse('secret', 'cfx.secret_too_short', { min: SECRET_MIN });
      // PLAIN carries it NUL-separated: a NUL inside could not be told from the separator
      if (secret.includes('\0')) throw refuse('secret', 'cfx.secret_nul');
      return { ...rest, secret_hash: await hashMachineSecret(secret) };
    },
  },
});
