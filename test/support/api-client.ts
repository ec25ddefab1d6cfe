import { createHash, createHmac, randomBytes } from 'node:crypto';

export type Envelope<T = unknown> = { err: number; msg: string; data: T };

// A client written from docs/api.md alone: if the docs and the server disagree, these tests fail.
export function secretOf(name: string, password: string): string {
  return createHash('sha256').update(`MES|${name}|${password}`, 'utf8').digest('hex');
}

export function freshNonce(): string {
  return `${Date.now()}.${randomBytes(9).toString('base64url')}`;
}

export function signOf(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(nonce, 'utf8').digest('hex');
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    public token: string | null = null,
  ) {}

  async call<T = unknown>(path: string, body: unknown = {}, token: string | null = this.token): Promise<Envelope<T>> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    if (!(res.headers.get('content-type') ?? '').includes('application/json')) {
      // A file answer (spreadsheet export): success, with the bytes as data.
      return {
        err: 0,
        msg: res.headers.get('content-disposition') ?? '',
        data: Buffer.from(await res.arrayBuffer()) as T,
      };
    }
    return (await res.json()) as Envelope<T>;
  }

  async login(
    name: string,
    password: string,
  ): Promise<Envelope<{ access_token: string; expire: number; roles: string[] }>> {
    const nonce = freshNonce();
    const answer = await this.call<{ access_token: string; expire: number; roles: string[] }>(
      '/api/v1/user/login',
      {
        name,
        subject: '',
        nonce,
        sign: signOf(secretOf(name, password), nonce),
      },
      null,
    );
    if (answer.err === 0) this.token = answer.data.access_token;
    return answer;
  }

  // Answers the data of a successful call; anything else fails the test with the envelope in the message.
  async ok<T = unknown>(path: string, body: unknown = {}): Promise<T> {
    const answer = await this.call<T>(path, body);
    if (answer.err !== 0)
      throw new Error(`${path} ${JSON.stringify(body).slice(0, 300)} answered ${answer.err}: ${answer.msg}`);
    return answer.data;
  }
}
