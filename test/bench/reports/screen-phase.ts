import { runLoad, type LoadResult } from './load';
import type { ReportFeed } from './report-feed';
import { Screens } from './screens';
import type { Sample } from './tail-profile';

export type ScreenOutcome = {
  screens: number;
  load: LoadResult;
  p50: number;
  p99: number;
  lost: number;
  doubled: number;
  samples: Sample[];
};

// `screens` socket.io boards in the line rooms (spread over the servers) while reports run at `rate`: how long each
// accepted report takes to reach every board of its line, and which never arrived or arrived twice.
export async function runScreenPhase(o: {
  urls: string[];
  token: string;
  feed: ReportFeed;
  lineIds: number[];
  screens: number;
  rate: number;
  seconds: number;
}): Promise<ScreenOutcome> {
  const screens = new Screens(o.urls[0], o.token);
  await screens.connect(o.screens, o.lineIds, o.urls);
  try {
    const acceptedPerLine = new Map<number, Set<string>>();
    const load = await runLoad({
      url: o.urls,
      token: o.token,
      feed: o.feed,
      rate: o.rate,
      seconds: o.seconds,
      onSent: (r, at) => screens.sent(r.sn, r.station, at),
      onAccepted: (r) => {
        const set = acceptedPerLine.get(r.line) ?? new Set<string>();
        set.add(`${r.sn}|${r.station}`);
        acceptedPerLine.set(r.line, set);
      },
    });
    // every accepted report on every board, or 5 s: what has not arrived by then counts as lost
    const until = Date.now() + 5000;
    while (Date.now() < until && screens.lost(acceptedPerLine, o.lineIds) > 0)
      await new Promise((r) => setTimeout(r, 100));
    return {
      screens: o.screens,
      load,
      p50: screens.p(50),
      p99: screens.p(99),
      lost: screens.lost(acceptedPerLine, o.lineIds),
      doubled: screens.doubled,
      samples: screens.samples,
    };
  } finally {
    screens.close();
  }
}
