import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Machine secrets at rest (docs/cfx-auth.md): scrypt with a random salt, stored as
// `scrypt$N$r$p$<salt base64>$<key base64>` so the cost can be raised later without breaking the stored ones.

const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LEN = 32;

function derive(secret: string, salt: Buffer, o: ScryptOptions, len: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, len, { ...o, maxmem: 64 * 1024 * 1024 }, (e, key) => (e ? reject(e) : resolve(key))),
  );
}

export async function hashMachineSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, COST, KEY_LEN);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

// A stored value that cannot be parsed (or no account at all) still costs one derivation, so a refusal takes as long
// whether the name exists or not.
const DUMMY = `scrypt$${COST.N}$${COST.r}$${COST.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LEN).toString('base64')}`;

export async function verifyMachineSecret(secret: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DUMMY).split('$');
  const ok = parts.length === 6 && parts[0] === 'scrypt';
  const [N, r, p] = ok ? parts.slice(1, 4).map(Number) : [COST.N, COST.r, COST.p];
  const salt = Buffer.from(ok ? parts[4] : '', 'base64');
  const want = Buffer.from(ok ? parts[5] : '', 'base64');
  if (!ok || want.length === 0 || ![N, r, p].every(Number.isInteger)) {
    await derive(secret, Buffer.alloc(16), COST, KEY_LEN);
    return false;
  }
  const got = await derive(secret, salt, { N, r, p }, want.length);
  return stored !== null && timingSafeEqual(got, want);
}
