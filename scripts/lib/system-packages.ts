import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { say } from './log';

let updated = false;

function isInstalled(pkg: string): boolean {
  const out = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  return out.status === 0 && out.stdout.includes('install ok installed');
}

// Installs a Debian package by itself when running as root; otherwise stops and prints the exact command to run.
export function ensureDebianPackage(pkg: string): void {
  if (isInstalled(pkg)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Debian's ${pkg} package is missing. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${pkg}`,
    );
  }
  say(`installing Debian's ${pkg} package`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    updated = true;
  }
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], {
    stdio: 'inherit',
    env,
  });
  if (install.status !== 0) throw new Error(`apt-get install ${pkg} failed`);
}

export function findBinary(binary: string): string | undefined {
  const found = ['/usr/bin', '/usr/sbin', '/usr/local/bin'].map((d) => `${d}/${binary}`).find((p) => existsSync(p));
  if (found) return found;
  const which = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : undefined;
}

// The path of a program, installing its Debian package first when it is missing.
export function ensureBinary(binary: string, pkg: string): string {
  const found = findBinary(binary);
  if (found) return found;
  ensureDebianPackage(pkg);
  const installed = findBinary(binary);
  if (!installed) throw new Error(`${pkg} is installed but ${binary} is still not found`);
  return installed;
}
