import type { BenchLine } from './stack';

export type PlannedReport = { line: number; sn: string; station: number; call: string };

// The next report of each line in an order the routing accepts: blocks of SNs pass station 1, then 2, ... so an
// SN's next step is sent long after its previous one was answered.
export class ReportFeed {
  private cursors: { block: number; stage: number; index: number }[];
  private next = 0;

  constructor(
    private readonly lines: BenchLine[],
    private readonly blockSize = 300,
  ) {
    this.cursors = lines.map(() => ({ block: 0, stage: 0, index: 0 }));
  }

  take(): PlannedReport | null {
    for (let tries = 0; tries < this.lines.length; tries++) {
      const l = this.next++ % this.lines.length;
      const line = this.lines[l];
      const c = this.cursors[l];
      const snIndex = c.block * this.blockSize + c.index;
      if (snIndex >= line.sns.length) continue;
      const station = line.stations[c.stage];
      c.index++;
      if (c.index >= this.blockSize || c.block * this.blockSize + c.index >= line.sns.length) {
        c.index = 0;
        c.stage++;
        if (c.stage >= line.stations.length) {
          c.stage = 0;
          c.block++;
        }
      }
      return { line: line.id, sn: line.sns[snIndex], station: station.id, call: station.call };
    }
    return null;
  }
}
