import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { createServer, Socket } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, host, () => srv.close(() => resolve(true)));
  });
}

export async function canConnect(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

/** Thrown by a waitFor check: the wait ends with it at once (what is waited for can no longer happen). */
export class StopWaiting extends Error {}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await check().catch((e: unknown) => {
        if (e instanceof StopWaiting) throw e;
        return false;
      })
    )
      return;
    // a refused connection answers at once: asking often costs little, and every test hub waits here
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what}: not ready within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * Whether the process `pid` holds the socket listening on `port` (Linux: /proc/net/tcp{,6} and the process's file
 * descriptors). A port from freePort() is free only when asked: another process may take it before the server binds
 * it, and then a health check on that port is answered by someone else's server.
 */
export function listensOn(pid: number, port: number): boolean {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue; // no IPv6
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local address, state 0A (LISTEN), inode
      if (f.length > 9 && f[1].endsWith(`:${hexPort}`) && f[3] === '0A') inodes.add(f[9]);
    }
  }
  if (inodes.size === 0) return false;
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '');
      } catch {
        return false; // closed while we looked
      }
    });
  } catch {
    return false; // the process is gone
  }
}
