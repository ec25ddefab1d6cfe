import { QUEUE_KEY, ScanQueue, readQueue } from './scan-queue';
import { memoryStorage, scan } from './fixtures';

describe(ScanQueue.name, () => {
  it('keeps scans in order in localStorage MES_work_queue, each once', () => {
    const storage = memoryStorage();
    const sut = new ScanQueue(storage);
    sut.push(scan('a'));
    sut.push(scan('b'));
    sut.push(scan('a'));
    expect(sut.list().map((s) => s.key)).toEqual(['a', 'b']);
    expect(readQueue(storage).map((s) => s.body.idempotency_key)).toEqual(['a', 'b']);
    sut.remove('a');
    expect(new ScanQueue(storage).list().map((s) => s.key)).toEqual(['b']);
  });

  it('survives a reload and drops entries of a wrong shape', () => {
    const storage = memoryStorage();
    storage.setItem(
      QUEUE_KEY,
      JSON.stringify([
        scan('a'),
        { key: 'x' },
        { ...scan('b'), body: { ...scan('b').body, idempotency_key: 'other' } },
        scan('c'),
      ]),
    );
    expect(new ScanQueue(storage).list().map((s) => s.key)).toEqual(['a', 'c']);
    storage.setItem(QUEUE_KEY, 'not json');
    expect(new ScanQueue(storage).size).toBe(0);
  });

  it('tells its listeners, and keeps scans another tab queued meanwhile', () => {
    const storage = memoryStorage();
    const sut = new ScanQueue(storage);
    const other = new ScanQueue(storage);
    const heard = jest.fn();
    sut.subscribe(heard);
    sut.push(scan('a'));
    other.push(scan('b'));
    sut.push(scan('c'));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(
      readQueue(storage)
        .map((s) => s.key)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
  });

  it('works without storage (blocked): in memory only', () => {
    const sut = new ScanQueue(null);
    sut.push(scan('a'));
    expect(sut.size).toBe(1);
  });
});
