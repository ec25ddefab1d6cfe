import { firstHourSuite } from '../support/first-hour-walk';
import { HANDHELD_ROLES, walkRole, type Met } from '../support/role-walk';

// Issue 33's acceptance walk: each role of the demo factory (docs/roles.md: user = role, password = role) logs in as
// a newcomer would, in both languages, at 1280x720, and at 360x640 where the role carries a handheld; it reads its
// home and opens what the home offers (each card's link and first record). Nothing it meets may show a record by its
// id, a code where a label belongs, a value cut without a way to read it whole, or an error toast
// (test/support/screen-faults.ts). Screenshots: test-results/screenshots/role-*.png.

const ROLES = ['supervisor', 'warehouse_clerk', 'planner', 'maintenance', 'operator', 'admin'] as const;
describe("each role's first hour, as its user meets it (issue 33)", () => {
  const s = firstHourSuite('roles');

  it.each(ROLES)(
    '%s: no raw id, code, cut value or error toast on its home and what it offers',
    async (role) => {
      const met: Met[] = [];
      for (const locale of ['zh-CN', 'en-US'] as const) {
        met.push(...(await walkRole(s.browser, s.hub.baseUrl, role, locale, 'desk')));
        if (HANDHELD_ROLES.has(role)) met.push(...(await walkRole(s.browser, s.hub.baseUrl, role, locale, 'handheld')));
      }
      process.stdout.write(
        `[role walk] ${role}: ${met.length} pages: ${[...new Set(met.map((m) => `${m.screen} ${m.path}`))].join(', ')}\n`,
      );
      // the walk opened more than the landing page in every language and screen
      expect(met.length).toBeGreaterThan(2);
      expect(met.filter((m) => m.faults.length > 0)).toEqual([]);
    },
    600_000,
  );
});
