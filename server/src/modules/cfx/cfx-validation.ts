import type { RoutingCache } from '../shop-floor';
import { StationReportService } from '../shop-floor';
import type { TestLimitCache } from '../shop-floor';
import { responseEnvelope } from './cfx-envelope';
import { expandUnits, unitIds } from './cfx-units';
import { objects, refusalText, step, textOf, type Applied, type Applying, type Handler } from './cfx.types';

export const VALIDATE_RESPONSE = 'CFX.InformationSystem.UnitValidation.ValidateUnitsResponse';

type Result = {
  UniqueIdentifier: string;
  PositionNumber: number;
  Result: 'Passed' | 'Failed';
  FailureCode: number;
  Message: string;
};

/**
 * CFX.InformationSystem.UnitValidation.ValidateUnitsRequest (docs/cfx.md, "Unit validation"): each unit (a panel
 * stands for its boards) gets the verdict a pass at the machine's station would get now, by the station report's
 * own rules: Passed with the next station, or Failed with the refusal's code (1213-1216) and message. Nothing is
 * written; the response (the SDK's field names: `ValidationResults`, each echoing the request's `PositionNumber`)
 * goes back to the request's reply-to after the message is stored as applied.
 */
export function validationHandler(cache: RoutingCache, limits: TestLimitCache, hubHandle: string): Handler {
  return async (a: Applying): Promise<Applied> => {
    const station = await cache.station({ id: a.machine.station_id }, a.c);
    const ids = unitIds(a.env.MessageBody);
    const { units } = await expandUnits(a.c, ids);
    // the position the request gave each unit it names, echoed in its result (a panel's boards: their own positions)
    const asked = new Map<string, number>();
    for (const u of objects(a.env.MessageBody.Units)) {
      const id = textOf(u.UnitIdentifier);
      if (id && !asked.has(id) && Number.isInteger(u.PositionNumber)) asked.set(id, u.PositionNumber as number);
    }
    const reports = new StationReportService(a.c, cache, limits);
    const results: Result[] = [];
    for (const u of units) {
      const v = await step(a.c, async () => {
        if (!station || station.disabled)
          throw new Error(`station of ${a.machine.handle} does not exist or is disabled`);
        return reports.validate(u.sn, station);
      });
      const base = { UniqueIdentifier: u.sn, PositionNumber: u.panel ? u.position : (asked.get(u.sn) ?? 0) };
      if (v.ok)
        results.push({
          ...base,
          Result: 'Passed',
          FailureCode: 0,
          Message: v.value.next_station ? `OK, next ${v.value.next_station.fnumber}` : 'OK, last station',
        });
      else {
        const r = refusalText(v.error);
        results.push({ ...base, Result: 'Failed', FailureCode: r.code, Message: r.message });
      }
    }
    const failed = results.filter((r) => r.Result === 'Failed');
    const primary = textOf(a.env.MessageBody.PrimaryIdentifier) || ids[0] || '';
    const body = {
      Result: units.length
        ? { Result: 'Success', ResultCode: 0, Message: null }
        : { Result: 'Failed', ResultCode: 400, Message: 'Units: no unit to validate' },
      PrimaryResult: {
        UniqueIdentifier: primary,
        PositionNumber: 0,
        Result: failed.length === 0 && units.length > 0 ? 'Passed' : 'Failed',
        FailureCode: failed[0]?.FailureCode ?? (units.length ? 0 : 400),
        Message: failed[0]?.Message ?? (units.length ? 'OK' : 'no unit to validate'),
      },
      ValidationResults: results,
    };
    return {
      status: failed.length > 0 || units.length === 0 ? 'refused' : 'applied',
      reason: failed
        .map((f) => `${f.UniqueIdentifier}: ${f.FailureCode} ${f.Message}`)
        .join('; ')
        .slice(0, 2048),
      outcome: { response: body },
      reply: responseEnvelope(VALIDATE_RESPONSE, body, a.env, hubHandle),
    };
  };
}
