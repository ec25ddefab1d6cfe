import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

// The typed password never leaves the client: it derives secret = sha256hex('MES|' + name + '|' + password), and signs
// each login with sign = hmacSha256hex(secret, nonce) (docs/api.md). The server keeps the secret only encrypted.
export function deriveSecret(name: string, password: string): string {
  return createHash('sha256').update(`MES|${name}|${password}`, 'utf8').digest('hex');
}

export function signNonce(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(nonce, 'utf8').digest('hex');
}

function keyFrom(masterKey: string): Buffer {
  return createHash('sha256').update(`mes-secret-at-rest|${masterKey}`, 'utf8').digest();
}

// AES-256-GCM with the key from MES_SECRET_KEY: a dump of the database alone lets nobody log in.
export function encryptSecret(secret: string, masterKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(masterKey), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

export function decryptSecret(stored: string, masterKey: string): string {
  const [version, iv, tag, body] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable stored secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(masterKey), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}
