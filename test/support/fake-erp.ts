import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ErpBody = { key: string; version: number; report: string; entry_id: number; qty: number } & Record<
  string,
  unknown
>;

export type FakeErp = {
  url: string;
  /** every body answered 200, in order */
  accepted: ErpBody[];
  /** from now on, the first n requests of each entry key answer 503 */
  failFirst(n: number): void;
  /** from now on, a body with this quantity answers 422 (and failFirst is off) */
  refuseQty(qty: number): void;
  close(): Promise<void>;
};

// A real HTTP listener on 127.0.0.1 standing in for the ERP of order reporting: it refuses as told, then accepts.
export async function startErp(): Promise<FakeErp> {
  let failures = 0;
  let refused: number | null = null;
  const seen = new Map<string, number>();
  const accepted: ErpBody[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(text) as ErpBody;
      const n = (seen.get(body.key) ?? 0) + 1;
      seen.set(body.key, n);
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (n <= failures) return answer(503, { error: 'busy, try later' });
      if (refused !== null && body.qty === refused) return answer(422, { error: `quantity ${body.qty} refused` });
      accepted.push(body);
      answer(200, { ok: true, id: `ERP-${accepted.length}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/erp/report`,
    accepted,
    failFirst(n) {
      failures = n;
      seen.clear();
    },
    refuseQty(qty) {
      refused = qty;
      failures = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
