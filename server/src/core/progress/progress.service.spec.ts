import type { ProgressJob } from '@mes/contracts';
import { FakeProgressStore } from './progress.fake-store';
import { ProgressCancelled } from './progress-handle';
import { ProgressService } from './progress.service';

describe(ProgressService.name, () => {
  let store: FakeProgressStore;
  let pushed: { owner: number | null; job: ProgressJob }[];
  let clock: number;
  let sut: ProgressService;

  beforeEach(() => {
    store = new FakeProgressStore();
    pushed = [];
    clock = 0;
    sut = new ProgressService(
      store,
      (owner, job) => pushed.push({ owner, job }),
      { intervalMs: 250, stepPercent: 1, heartbeatMs: 60_000 },
      () => clock,
    );
  });

  it('starts a running job, pushes it to its owner and answers it to that owner only', async () => {
    const h = await sut.start(7, 'import', 100, { label: 'supplier', cancellable: true });
    expect(pushed).toEqual([
      {
        owner: 7,
        job: expect.objectContaining({
          id: h.id,
          kind: 'import',
          label: 'supplier',
          status: 'running',
          done: 0,
          total: 100,
        }),
      },
    ]);
    expect((await sut.list(7)).list.map((j) => j.id)).toEqual([h.id]);
    expect((await sut.list(8)).list).toEqual([]);
    expect((await sut.list(7)).list[0]).not.toHaveProperty('owner_id');
    await h.finish();
  });

  it('writes a step only after the interval and a 1% move, then finishes with the result', async () => {
    const h = await sut.start(7, 'import', 1000, { label: 'supplier' });
    for (let i = 0; i < 50; i++) await h.advance(1);
    expect(store.writes).toBe(0); // the clock has not moved
    clock = 100;
    await h.advance(1);
    expect(store.writes).toBe(0); // 100 ms < 250 ms
    clock = 300;
    await h.advance(1);
    expect(store.writes).toBe(1);
    expect(store.rows.get(h.id)).toMatchObject({ done: 52, total: 1000 });
    clock = 600;
    await h.advance(5); // 5 < 1% of 1000
    expect(store.writes).toBe(1);
    await h.advance(5);
    expect(store.writes).toBe(2);
    expect(pushed.at(-1)?.job).toMatchObject({ done: 62, status: 'running' });
    await h.finish({ imported: 62 });
    expect(store.rows.get(h.id)).toMatchObject({ status: 'done', done: 62, result: { imported: 62 } });
    expect(pushed.at(-1)?.job).toMatchObject({ status: 'done', done: 62 });
  });

  it('sets the total when it becomes known and never lets done pass it', async () => {
    const h = await sut.start(7, 'export', 0);
    await h.setTotal(10);
    expect(store.rows.get(h.id)?.total).toBe(10);
    clock = 1000;
    await h.advance(12);
    expect(store.rows.get(h.id)).toMatchObject({ done: 12, total: 12 });
    await h.finish();
  });

  it('cancels at once on this server: the work sees cancelled(), stops with ProgressCancelled and the job ends cancelled', async () => {
    const h = await sut.start(7, 'import', 10, { cancellable: true });
    await h.advance(3);
    expect(h.cancelled()).toBe(false);
    const answer = await sut.cancel(7, h.id);
    expect(answer).toMatchObject({ id: h.id, status: 'running', cancel_requested: true });
    expect(h.cancelled()).toBe(true);
    expect(() => h.throwIfCancelled()).toThrow(ProgressCancelled);
    await h.fail(new ProgressCancelled({ id: h.id, kind: 'import', label: 'x' }));
    expect(store.rows.get(h.id)).toMatchObject({ status: 'cancelled', done: 3 });
    await expect(sut.cancel(7, h.id)).rejects.toThrow(/already cancelled/);
  });

  it('learns of a cancel asked on another server at its next write', async () => {
    const h = await sut.start(7, 'import', 100, { cancellable: true });
    store.flagCancel(h.id);
    await h.advance(1);
    expect(h.cancelled()).toBe(false);
    clock = 300;
    await h.advance(1);
    expect(h.cancelled()).toBe(true);
    await h.finish();
  });

  it("refuses to cancel another user's job, a job that cannot be cancelled, and an unknown id", async () => {
    const mine = await sut.start(7, 'rebuild', 10);
    const other = await sut.start(8, 'import', 10, { cancellable: true });
    await expect(sut.cancel(7, mine.id)).rejects.toThrow(/cannot be cancelled/);
    await expect(sut.cancel(7, other.id)).rejects.toThrow(/no job \d+ of yours/);
    await expect(sut.cancel(7, 999)).rejects.toThrow(/no job 999 of yours/);
    expect(other.cancelled()).toBe(false);
    await mine.finish();
    await other.finish();
  });

  it('track() finishes with the answer, fails with the error, and ends a cancel as cancelled', async () => {
    expect(
      await sut.track(7, 'export', 2, {}, async (h) => {
        await h.advance(2);
        return 'file';
      }),
    ).toBe('file');
    await expect(
      sut.track(7, 'import', 2, {}, async () => {
        throw new Error('row 2: bad');
      }),
    ).rejects.toThrow('row 2: bad');
    await expect(
      sut.track(7, 'import', 2, { cancellable: true }, async (h) => {
        await sut.cancel(7, h.id);
        h.throwIfCancelled();
      }),
    ).rejects.toBeInstanceOf(ProgressCancelled);
    const ends = (await sut.list(7)).list.map((j) => [j.kind, j.status, j.error]);
    expect(ends).toEqual([
      ['import', 'cancelled', null],
      ['import', 'failed', 'row 2: bad'],
      ['export', 'done', null],
    ]);
  });

  it('writes nothing more after the end and still ends when a write fails', async () => {
    const h = await sut.start(7, 'import', 10);
    store.update = async () => {
      throw new Error('db down');
    };
    clock = 1000;
    await expect(h.advance(5)).resolves.toBeUndefined();
    await h.finish();
    clock = 2000;
    await h.advance(5);
    expect(store.rows.get(h.id)).toMatchObject({ status: 'done', done: 5 });
  });
});
