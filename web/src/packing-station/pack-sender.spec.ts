import { BoxStatus, type PackAnswer } from '@mes/contracts';
import { ReportSender } from '../work/report-sender';
import { ScanQueue, readQueue } from '../work/scan-queue';
import type { Outcome, PendingScan } from '../work/work.types';
import { PACK_QUEUE, PACK_QUEUE_KEY, packedDetail, type PackBody } from './pack-sender';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};
const box = (fqty: number) => ({
  level: 'box' as const,
  id: 1,
  fnumber: 'WO1-B0001',
  worder_id: 1,
  station_id: 1,
  status: fqty === 2 ? BoxStatus.WORKING_FINISHED : BoxStatus.WORKING,
  fqty,
  capacity: 2,
  weight: null,
  sns: [],
});
const scan = (key: string, sn: string): PendingScan<PackBody> => ({
  key,
  call: 'pack',
  at: 1,
  body: { sn, station_id: 1, operator: 'op', idempotency_key: key },
});

describe('the packing queue', () => {
  it('keeps undelivered packs with their keys and gives each its verdict when sent later, in order', async () => {
    const storage = memory();
    let up = false;
    const sent: string[] = [];
    const transport = async (_call: string, body: PackBody): Promise<PackAnswer> => {
      if (!up) throw { err: -1, msg: 'network error' };
      sent.push(body.idempotency_key);
      if (body.sn === 'SN-B') throw { err: 1504, msg: 'sn: serial number SN-B is already packed in box WO1-B0001' };
      return { sn: body.sn, box: box(1), closed: false, label: null, parents: [], repeated: false };
    };
    const late: [string, Outcome<PackAnswer>['kind']][] = [];
    const queue = new ScanQueue(storage, PACK_QUEUE);
    const sender = new ReportSender<PackBody, PackAnswer>({
      transport,
      queue,
      onLate: (s, o) => late.push([s.body.sn, o.kind]),
    });
    expect((await sender.submit(scan('a', 'SN-A'))).kind).toBe('queued');
    expect((await sender.submit(scan('b', 'SN-B'))).kind).toBe('queued');
    expect(readQueue(storage, PACK_QUEUE).map((s) => s.key)).toEqual(['a', 'b']);
    expect(storage.getItem(PACK_QUEUE_KEY)).toContain('SN-A');
    up = true;
    expect(await sender.drain()).toBe(2);
    expect(sent).toEqual(['a', 'b']);
    expect(late).toEqual([
      ['SN-A', 'verdict'],
      ['SN-B', 'refused'],
    ]);
    expect(queue.size).toBe(0);
  });

  it('drops stored entries of another shape', () => {
    const storage = memory();
    storage.setItem(PACK_QUEUE_KEY, JSON.stringify([scan('a', 'SN-A'), { key: 'x', call: 'c', at: 1, body: {} }]));
    expect(readQueue(storage, PACK_QUEUE).map((s) => s.key)).toEqual(['a']);
  });

  it('says what a packing did: the count, and the box, carton and pallet it closed', () => {
    const parent = { ...box(2), level: 'carton' as const, fnumber: 'WO1-C0001', closed: true, label: null };
    const a = { sn: 'x', box: box(2), closed: true, label: null, parents: [parent], repeated: false };
    expect(packedDetail(a, (levels) => `${levels.join(', ')} closed`)).toBe('WO1-B0001 2 / 2 · box, carton closed');
  });
});
