import { SmtFeedingStatus, WorkOrderStatus } from '@mes/contracts';
import { first, rows, run, sql, type RowOf } from '../../core/db/sql';
import type { FeedingStepsService } from '../smt';
import type { ReelStep } from '../smt';
import { nextFeedingStatus } from '../smt';
import { objects, refusalText, step, textOf, type Applied, type Applying, type Handler } from './cfx.types';

type Load = { slot: string; reel: string; part: string };

const LINE_FEEDING = sql(
  'cfx.line_feeding',
  `SELECT f.id, f.status, f.smt_order_id FROM smt_feeding f JOIN smt_order o ON o.id = f.smt_order_id
     WHERE COALESCE(f.product_line_id, o.product_line_id) = $1 AND f.status NOT IN ($2, $3)
     ORDER BY (o.status = $4) DESC, f.id DESC LIMIT 1`,
);
type Feeding = RowOf<'cfx.line_feeding'>;
const LOADED_REELS = sql(
  'cfx.loaded_reels',
  'SELECT slot, reel_barcode FROM smt_feeding_entry WHERE smt_feeding_id = $1 AND reel_barcode = ANY($2)',
  { notNull: ['reel_barcode'] },
);
const INSTALLED = sql(
  'cfx.installed',
  `INSERT INTO cfx_installed (cfx_message_id, cfx_machine_id, unit, position, reel, part, location, quantity, smt_order_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
);

const location = (l: Record<string, unknown>): Load => {
  const pkg = (l.MaterialPackage ?? l.Material ?? {}) as Record<string, unknown>;
  return {
    slot: (textOf(l.LocationName) || textOf(l.LocationIdentifier)).slice(0, 32),
    reel: textOf(pkg.UniqueIdentifier).slice(0, 128),
    part: textOf(pkg.InternalPartNumber).slice(0, 64),
  };
};

// The feeding document running on the machine's line: of its working SMT order first, else the newest open one.
async function lineFeeding(a: Applying): Promise<Feeding | null> {
  const feeding = await first(a.c, LINE_FEEDING, [
    a.machine.product_line_id,
    SmtFeedingStatus.INITIALING,
    SmtFeedingStatus.IDLE,
    WorkOrderStatus.WORKING,
  ]);
  return feeding ?? null;
}

/**
 * Materials on a machine (docs/cfx.md, "Materials"): MaterialsLoaded, MaterialsUnloaded and SplicePointDetected are
 * steps of the line's feeding document through the SMT feeding service (the same verification, log row and board
 * event as a handheld scan; a machine holds no work certificate). A load is a first scan while the feeding is being
 * loaded, a reel change once it runs. A wrong reel is logged as the scan would be and the message is refused.
 */
export function materialsHandler(steps: FeedingStepsService): Handler {
  return async (a: Applying): Promise<Applied> => {
    const b = a.env.MessageBody;
    const name = a.env.MessageName.split('.').pop();
    const feeding = await lineFeeding(a);
    if (!feeding) return { status: 'refused', reason: `no SMT feeding is open on the line of ${a.machine.handle}` };
    const loads: { step: ReelStep; load: Load }[] = [];
    if (name === 'MaterialsLoaded') {
      const first = nextFeedingStatus(feeding.status, 'scanning').ok;
      for (const l of objects(b.Materials)) loads.push({ step: first ? 'scanning' : 'changing', load: location(l) });
    } else if (name === 'SplicePointDetected') {
      const l = (b.NewlyActiveMaterial ?? {}) as Record<string, unknown>;
      loads.push({ step: 'splicing', load: location(l) });
    } else {
      for (const l of objects(b.Materials)) loads.push({ step: 'unloading', load: location(l) });
      const ids = Array.isArray(b.MaterialPackageIdentifiers) ? b.MaterialPackageIdentifiers.map(textOf) : [];
      if (ids.length) {
        for (const r of await rows(a.c, LOADED_REELS, [feeding.id, ids]))
          loads.push({ step: 'unloading', load: { slot: r.slot, reel: r.reel_barcode, part: '' } });
      }
    }
    if (loads.length === 0) return { status: 'refused', reason: 'names no material location' };
    const outcome: Record<string, unknown>[] = [];
    const refused: string[] = [];
    for (const { step: s, load } of loads) {
      const done = await step(a.c, () =>
        steps.reelIn(
          a.c,
          s,
          {
            id: feeding.id,
            work_cert: null,
            slot: load.slot,
            barcode: load.reel,
            ...(load.part ? { fnumber: load.part } : {}),
          },
          { userId: null },
          false,
        ),
      );
      if (!done.ok) {
        const r = refusalText(done.error);
        refused.push(`${load.slot}: ${r.message}`);
        outcome.push({ ...load, step: s, err: r.code, msg: r.message });
      } else if (done.value.refused) {
        refused.push(`${load.slot}: ${done.value.v.message}`);
        outcome.push({ ...load, step: s, verdict: done.value.v.verdict, msg: done.value.v.message });
      } else outcome.push({ ...load, step: s, verdict: done.value.answer.verdict });
    }
    return {
      status: refused.length ? 'refused' : 'applied',
      reason: refused.join('; ').slice(0, 2048),
      outcome: { smt_feeding_id: feeding.id, smt_order_id: feeding.smt_order_id, loads: outcome },
    };
  };
}

/** MaterialsInstalled: which reel went into which unit (cfx_installed), beside the feeding log's slot history. */
export const installedHandler: Handler = async (a) => {
  const feeding = await lineFeeding(a);
  let n = 0;
  for (const im of objects(a.env.MessageBody.InstalledMaterials)) {
    const mat = (im.Material ?? {}) as Record<string, unknown>;
    const loc = (im.CarrierLocation ?? {}) as Record<string, unknown>;
    const unit = textOf(im.UnitIdentifier).slice(0, 128);
    const reel = textOf(mat.UniqueIdentifier).slice(0, 128);
    if (!unit || !reel) continue;
    const qty = Number(im.QuantityInstalled);
    await run(a.c, INSTALLED, [
      a.id,
      a.machine.id,
      unit,
      typeof im.UnitPositionNumber === 'number' && Number.isInteger(im.UnitPositionNumber) ? im.UnitPositionNumber : 0,
      reel,
      textOf(mat.InternalPartNumber).slice(0, 128),
      (textOf(loc.LocationName) || textOf(loc.LocationIdentifier)).slice(0, 64),
      Number.isFinite(qty) ? qty : 0,
      feeding?.smt_order_id ?? null,
    ]);
    n++;
  }
  return n === 0
    ? { status: 'refused', reason: 'InstalledMaterials: names no unit with a material' }
    : { status: 'applied', outcome: { installed: n } };
};
