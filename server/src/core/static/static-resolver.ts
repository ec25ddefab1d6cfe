import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
  '.txt': 'text/plain',
};

export type Mount = { prefix: string; root: string };
export type StaticFile = { path: string; contentType: string; cacheControl: string };

// The built apps share the server's one port, with history fallback: an unknown path under a mount gets that app's
// index.html so client-side routes survive a reload. /api and /socket.io are never touched; a missing asset is a 404.
export function staticResolver(mounts: Mount[]) {
  const ordered = mounts
    .map((m) => ({ prefix: m.prefix, root: resolve(m.root) }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  return (method: string, rawUrl: string): StaticFile | null => {
    const url = rawUrl.split('?')[0];
    if ((method !== 'GET' && method !== 'HEAD') || url.startsWith('/api') || url.startsWith('/socket.io')) return null;
    const mount = ordered.find((m) => url === m.prefix.replace(/\/$/, '') || url.startsWith(m.prefix));
    if (!mount || !existsSync(mount.root)) return null;
    let rel: string;
    try {
      rel = decodeURIComponent(url.slice(mount.prefix.length));
    } catch {
      return null;
    }
    const file = normalize(join(mount.root, rel));
    const inside = file.startsWith(mount.root + sep);
    const found = inside && existsSync(file) && statSync(file).isFile();
    if (!found && extname(rel) !== '' && extname(rel) !== '.html') return null;
    const target = found ? file : join(mount.root, 'index.html');
    if (!existsSync(target)) return null;
    // Hashed assets never change; index.html must always be fresh so a new build is picked up.
    const immutable = target.includes(`${sep}assets${sep}`);
    return {
      path: target,
      contentType: TYPES[extname(target)] ?? 'application/octet-stream',
      cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
  };
}
