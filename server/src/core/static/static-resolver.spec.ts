import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticResolver } from './static-resolver';

describe(staticResolver.name, () => {
  let dir: string;
  let resolve: ReturnType<typeof staticResolver>;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'static-'));
    for (const app of ['web', 'kanban']) {
      mkdirSync(join(dir, app, 'assets'), { recursive: true });
      writeFileSync(join(dir, app, 'index.html'), `<html>${app}</html>`);
      writeFileSync(join(dir, app, 'assets', 'app-1.js'), 'x');
    }
    writeFileSync(join(dir, 'secret.txt'), 'no');
    resolve = staticResolver([
      { prefix: '/kanban/', root: join(dir, 'kanban') },
      { prefix: '/device_display/', root: join(dir, 'kanban') },
      { prefix: '/', root: join(dir, 'web') },
    ]);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves each app under its prefix with history fallback', () => {
    expect(resolve('GET', '/')?.path).toBe(join(dir, 'web', 'index.html'));
    expect(resolve('GET', '/worder/list?x=1')?.path).toBe(join(dir, 'web', 'index.html'));
    expect(resolve('GET', '/kanban')?.path).toBe(join(dir, 'kanban', 'index.html'));
    expect(resolve('GET', '/kanban/worder/7')?.path).toBe(join(dir, 'kanban', 'index.html'));
    expect(resolve('GET', '/device_display/menu')?.path).toBe(join(dir, 'kanban', 'index.html'));
  });

  it('serves hashed assets as immutable and index.html as no-cache', () => {
    const asset = resolve('GET', '/kanban/assets/app-1.js');
    expect(asset?.path).toBe(join(dir, 'kanban', 'assets', 'app-1.js'));
    expect(asset?.cacheControl).toContain('immutable');
    expect(resolve('GET', '/home')?.cacheControl).toBe('no-cache');
  });

  it('leaves API calls, other methods, missing assets and escapes to the router', () => {
    expect(resolve('GET', '/api/health')).toBeNull();
    expect(resolve('POST', '/home')).toBeNull();
    expect(resolve('GET', '/socket.io/?EIO=4')).toBeNull();
    expect(resolve('GET', '/assets/missing.js')).toBeNull();
    expect(resolve('GET', '/..%2Fsecret.txt')).toBeNull();
    expect(resolve('GET', '/%E0%A4%A')).toBeNull();
  });
});
