import { runLoad, type LoadResult } from './load';
import type { ReportFeed } from './report-feed';
import type { StageSplit } from './screens';
import { ScreenThread } from './screens-thread';
import type { Sample } from './tail-profile';

export type ScreenOutcome = {
  screens: number;
  load: LoadResult;
  p50: number;
  p99: number;
  lost: number;
  doubled: number;
  samples: Sample[];
  /** the longest the screens' thread was late on its event loop: the measurement's own limit */
  screensLoopMaxMs: number;
  /** socket messages the screens received a second (the fan-out's writes) */
  messagesPerS: number;
  /** where the time went: answer, relay to publish, publish to screen */
  stages: StageSplit | null;
};

// `screens` socket.io boards in the line rooms (spread over the servers, in a thread of their own) while reports run
// at `rate`: how long each accepted report takes to reach every board of its line, and which never arrived or
// arrived twice.
export async function runScreenPhase(o: {
  urls: string[];
  token: string;
  feed: ReportFeed;
  lineIds: number[];
  screens: number;
  rate: number;
  seconds: number;
}): Promise<ScreenOutcome> {
  const thread = await ScreenThread.open({ urls: o.urls, token: o.token, count: o.screens, lineIds: o.lineIds });
  try {
    const load = await runLoad({
      url: o.urls,
      token: o.token,
      feed: o.feed,
      rate: o.rate,
      seconds: o.seconds,
      onSent: (r, at) => thread.sent(r.sn, r.station, at),
      onAccepted: (r, at) => thread.accepted(r.line, `${r.sn}|${r.station}`, at),
    });
    const f = await thread.result();
    return {
      screens: o.screens,
      load,
      p50: f.p50,
      p99: f.p99,
      lost: f.lost,
      doubled: f.doubled,
      samples: f.samples,
      screensLoopMaxMs: f.loopMaxMs,
      messagesPerS: Math.round(f.messages / o.seconds),
      stages: f.stages,
    };
  } finally {
    await thread.close();
  }
}
