import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** one call of the API over a kept-alive connection: the envelope, and how long it took in ms. */
export function call<T>(
  base: URL,
  path: string,
  token: string,
  payload: unknown,
): Promise<{ err: number; msg: string; data: T; ms: number }> {
  const body = JSON.stringify(payload);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { err: number; msg: string; data: T };
          resolve({ ...answer, ms: performance.now() - started });
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
