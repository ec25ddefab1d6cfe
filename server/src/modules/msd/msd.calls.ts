import { MSD } from '@mes/contracts';
import type pg from 'pg';
import { refuse } from '../../core/api/app.exception';
import { first, inTransaction, sql } from '../../core/db/sql';
import { implementCall, type ResourceRegistry } from '../../core/resource/resource.registry';
import { icitemMpnResource } from './icitem-mpn.resource';
import { floorLifeByCode, msdHistory, recordMsdEvent } from './msd-events';
import { sweepMsdExpiryWithPool } from './msd-sweep';

const REEL_ID = sql('msd.reel_id', 'SELECT id FROM bundle WHERE fnumber = $1');

// Moisture-sensitive reels (issue 22, docs/msd.md): the MPN mapping resource, and the reel calls beyond bundle's
// standard set (declared in contracts/src/calls/msd.ts): record an MSD event, read a reel's floor life, sweep expiries.
// Receiving a supplier's label is the stock's (stock-mgt/flow/receive-label.calls.ts): it makes a reel in stock.
export function registerMsd(registry: ResourceRegistry, pool: pg.Pool): void {
  registry.register(icitemMpnResource);

  implementCall(registry, MSD.event, (b, ctx) =>
    inTransaction(pool, (c) =>
      recordMsdEvent(c, {
        code: b.barcode,
        event: b.event,
        at: b.at ?? new Date(),
        temp_c: b.temp_c ?? null,
        rh: b.rh ?? null,
        hours: b.hours ?? null,
        fdesc: b.fdesc,
        source: 'scan',
        userId: ctx.userId,
      }),
    ),
  );

  implementCall(registry, MSD.status, async ({ barcode }) => {
    const reel = await first(pool, REEL_ID, [barcode]);
    if (!reel) throw refuse('barcode', 'msd.no_reel', { code: barcode });
    const floor = (await floorLifeByCode(pool, [barcode])).get(barcode) ?? null;
    return { barcode, floor_life: floor, history: await msdHistory(pool, reel.id) };
  });

  implementCall(registry, MSD.sweep, async () => {
    const announced = await sweepMsdExpiryWithPool(pool);
    return { announced };
  });
}
