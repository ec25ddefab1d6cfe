import { readdirSync, readFileSync } from 'node:fs';

// Processes whose command line or environment mentions the marker (a data directory unique to one test).
export function processesMentioning(marker: string): { pid: number; cmdline: string }[] {
  const found: { pid: number; cmdline: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      let environ = '';
      try {
        environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
      } catch {
        /* another user's process */
      }
      if (cmdline.includes(marker) || environ.includes(marker)) found.push({ pid, cmdline: cmdline.trim() });
    } catch {
      /* the process ended while we looked */
    }
  }
  return found;
}
