import { isDownState } from './cfx-performance';

// Which IPC-CFX ResourceStates count as downtime for OEE availability (docs/cfx-oee-genealogy.md), by name or code.
describe('isDownState', () => {
  it('counts scheduled and unscheduled downtime and a blocked machine, by name or by code', () => {
    for (const s of ['USD_Fault', 'USD', 'SDT_Setup', 'SDT_ChangeOfConsumables', 'SBY_NoProductBlocked'])
      expect([s, isDownState(s)]).toEqual([s, true]);
    for (const s of ['5000', '5100', '4500', '2201']) expect([s, isDownState(s)]).toEqual([s, true]);
  });

  it('leaves productive, engineering, starved, other standby and non-scheduled time up', () => {
    for (const s of ['PRD_RegularWork', 'ENG_ProcessExperiments', 'SBY_NoProduct', 'SBY_NoProductStarved', 'NST'])
      expect([s, isDownState(s)]).toEqual([s, false]);
    for (const s of ['1100', '2200', '2202', '3000', '6000', 'USDX', ''])
      expect([s, isDownState(s)]).toEqual([s, false]);
  });
});
