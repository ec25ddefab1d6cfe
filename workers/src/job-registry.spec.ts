import { checkHandlers, declaredJobs, dispatcher } from './job-registry';

describe(checkHandlers.name, () => {
  const handler = async () => 'done';
  const declared = declaredJobs({ 'heartbeat.beat': 'heartbeat', 'report.project': 'reports' });

  it('accepts a table with exactly one handler per declared job', () => {
    expect(() =>
      checkHandlers(declared, { heartbeat: { 'heartbeat.beat': handler }, reports: { 'report.project': handler } }),
    ).not.toThrow();
  });

  it('refuses a declared job with no handler and a handler for an undeclared job', () => {
    expect(() => checkHandlers(declared, { heartbeat: { 'heartbeat.beat': handler } })).toThrow(
      /no handler for reports\/report.project/,
    );
    expect(() =>
      checkHandlers(declared, {
        heartbeat: { 'heartbeat.beat': handler, 'heartbeat.other': handler },
        reports: { 'report.project': handler },
      }),
    ).toThrow(/undeclared job heartbeat\/heartbeat.other/);
  });

  it('dispatches by job name and fails loudly on an unknown one', async () => {
    const run = dispatcher('heartbeat', { 'heartbeat.beat': handler });
    await expect(run({ name: 'heartbeat.beat' } as never)).resolves.toBe('done');
    await expect(run({ name: 'nope' } as never)).rejects.toThrow(/no handler for job nope/);
  });
});
