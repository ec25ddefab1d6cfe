import { createHash, createHmac, randomBytes } from 'node:crypto';

type Envelope<T> = { err: number; msg: string; data: T };

// A client of the hub's own API, as an outside program uses it: login by signed nonce (docs/api.md), then calls.
export class SimClient {
  private token = '';

  constructor(private readonly baseUrl: string) {}

  async login(name: string, password: string): Promise<void> {
    const secret = createHash('sha256').update(`MES|${name}|${password}`, 'utf8').digest('hex');
    const nonce = `${Date.now()}.${randomBytes(9).toString('base64url')}`;
    const sign = createHmac('sha256', secret).update(nonce, 'utf8').digest('hex');
    const answer = await this.call<{ access_token: string }>('/api/v1/user/login', { name, subject: '', nonce, sign });
    if (answer.err !== 0) throw new Error(`login as ${name}: ${answer.err} ${answer.msg}`);
    this.token = answer.data.access_token;
  }

  async call<T>(path: string, body: unknown): Promise<Envelope<T>> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return (await res.json()) as Envelope<T>;
  }

  async ok<T>(path: string, body: unknown): Promise<T> {
    const answer = await this.call<T>(path, body);
    if (answer.err !== 0) throw new Error(`${path}: ${answer.err} ${answer.msg}`);
    return answer.data;
  }
}
