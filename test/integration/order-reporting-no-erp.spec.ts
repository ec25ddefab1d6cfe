import { Queue } from 'bullmq';
import { ERP_URL_MISSING, erpErrorText } from '@mes/contracts';
import { QUEUE_PREFIX } from '@mes/server/core/queue/queues';
import { redisOptions } from '@mes/server/core/redis/redis-url';
import { PM, productDefsFixture, type Rec } from '../support/product-defs-fixture';
import { eventually } from '../support/test-env';

type Entry = { id: number; result: number; attempts: number; last_error: string };
type Report = Rec & { entries: Entry[] };

// Issue 33 (the demo's order report retried and said in English that no ERP URL was set): with no ERP address an
// entry gets one failed attempt saying so, in a word the screens put in the reader's language; the job keeps
// retrying (an address set later sends it) without adding an attempt per retry.
describe('order reporting without an ERP address', () => {
  const f = productDefsFixture({ env: { MES_ERP_REPORT_BACKOFF_MS: '50', MES_ERP_REPORT_BACKOFF_MAX_MS: '100' } });

  it('logs one attempt that says so, however often the job retries', async () => {
    const doc = await f.api.ok<Report>(`${PM}/order_reporting/create`, {
      entries: [{ worder_id: f.ids.worderId, qty: 5 }],
    });
    const eid = doc.entries[0].id;
    const queue = new Queue('erp', { connection: redisOptions(f.hub.env.REDIS_URL), prefix: QUEUE_PREFIX });
    try {
      await eventually('the job retried three times', async () => {
        const job = await queue.getJob(`ors-${eid}-1`);
        return (job?.attemptsMade ?? 0) >= 3;
      });
    } finally {
      await queue.close();
    }
    const [entry] = (await f.api.ok<Report>(`${PM}/order_reporting`, { id: doc.id })).entries;
    expect(entry).toMatchObject({ result: 2, attempts: 1, last_error: ERP_URL_MISSING });
    const attempts = await f.api.ok<{ error: string }[]>(`${PM}/order_reporting/attempts`, { id: doc.id });
    expect(attempts.map((a) => a.error)).toEqual([ERP_URL_MISSING]);
  });

  it('words the missing address in the reader language, and an ERP answer as it came', () => {
    expect(erpErrorText(ERP_URL_MISSING, 'zh-CN')).toContain('未设置 ERP 地址');
    expect(erpErrorText(ERP_URL_MISSING, 'en-US')).toContain('No ERP address is set');
    expect(erpErrorText('HTTP 503', 'zh-CN')).toBe('HTTP 503');
    expect(erpErrorText(null, 'en-US')).toBe('');
  });
});
