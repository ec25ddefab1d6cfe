import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { say } from './log';

let updated = false;

// Installs a Debian package when a needed program is missing: by itself when running as root, otherwise it stops
// and prints the exact command to run.
export function ensureDebianPackage(binary: string, pkg: string): string {
  const found = ['/usr/bin', '/usr/sbin', '/usr/local/bin'].map((d) => `${d}/${binary}`).find((p) => existsSync(p));
  if (found) return found;
  const which = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  if (process.getuid?.() !== 0) {
    throw new Error(`${binary} is missing. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${pkg}`);
  }
  say(`${binary} is missing: installing Debian's ${pkg} package`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    updated = true;
  }
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { stdio: 'inherit', env });
  if (install.status !== 0) throw new Error(`apt-get install ${pkg} failed`);
  return ensureDebianPackage(binary, pkg);
}
