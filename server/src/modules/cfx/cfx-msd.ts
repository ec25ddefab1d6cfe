import { recordMsdEvent, type MsdEventInput } from '../msd';
import { objects, step, textOf, type Applied, type Applying, type Handler } from './cfx.types';

const NS = 'CFX.Materials.Management.MSDManagement';

/** The MSD messages a dry cabinet or a store's station sends, and the reel event each is (docs/msd.md, docs/cfx.md). */
export const MSD_EVENTS: Readonly<Record<string, MsdEventInput['event'] | null>> = {
  [`${NS}.MaterialsOpened`]: 'open',
  [`${NS}.MaterialsPlacedInDryStorage`]: 'dry_in',
  [`${NS}.MaterialsRemovedFromDryStorage`]: 'dry_out',
  // a restoration names no bake temperature and duration, which the floor-life rules need: refused per reel, kept
  [`${NS}.MaterialsRestored`]: null,
  // the hub keeps the clock itself: a machine's expiry is recorded as received and changes nothing
  [`${NS}.MaterialsExpired`]: null,
};

/**
 * One MSDManagement message: each of its material packages (by UniqueIdentifier, the reel's code) gets the event,
 * each under its own savepoint, so a reel refused (unknown, not moisture sensitive, out of order) leaves the others.
 */
export function msdHandler(name: string): Handler {
  const event = MSD_EVENTS[name];
  return async (a: Applying): Promise<Applied> => {
    const at = new Date(textOf(a.env.TimeStamp) || Date.now());
    const codes = objects(a.env.MessageBody.Materials).map((p) => textOf(p.UniqueIdentifier));
    if (codes.length === 0 || codes.some((c) => c === ''))
      return { status: 'refused', reason: 'Materials: each package needs its UniqueIdentifier (the reel code)' };
    if (name.endsWith('.MaterialsExpired')) return { status: 'applied', outcome: { recorded: 0, reels: codes } };
    const recorded: string[] = [];
    const refused: { code: string; reason: string }[] = [];
    for (const code of codes) {
      if (!event) {
        refused.push({ code, reason: 'a restoration names no bake temperature and duration: record the bake by scan' });
        continue;
      }
      const done = await step(a.c, () => recordMsdEvent(a.c, { code, event, at, source: 'cfx', userId: null }));
      if (done.ok) recorded.push(code);
      else refused.push({ code, reason: done.error instanceof Error ? done.error.message : String(done.error) });
    }
    return {
      status: recorded.length === 0 ? 'refused' : 'applied',
      reason: refused.length > 0 ? refused.map((r) => `${r.code}: ${r.reason}`).join('; ') : undefined,
      outcome: { recorded, refused },
    };
  };
}
