import { JsonLogger } from './json-logger';

describe(JsonLogger.name, () => {
  it('writes one JSON object per line with level, service and context, and drops levels below the threshold', () => {
    const lines: string[] = [];
    const sut = new JsonLogger('server', 'info', (l) => lines.push(l));
    sut.log('hello', 'Main');
    sut.debug('hidden');
    sut.error('boom', 'stack-trace', 'Http');
    sut.warn({ msg: 'slow', ms: 12 });
    const entries = lines.map((l) => JSON.parse(l));
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({ level: 'info', service: 'server', context: 'Main', msg: 'hello' });
    expect(entries[1]).toMatchObject({ level: 'error', context: 'Http', stack: 'stack-trace', msg: 'boom' });
    expect(entries[2]).toMatchObject({ level: 'warn', msg: 'slow', ms: 12 });
  });
});
