import { firstHourSuite, walkOffice } from '../support/first-hour-walk';

// The first hour's walk (docs/first-hour.md), its back-office part 'basicdata' (OFFICE_PARTS in the support module).
describe('the first hour: the back office as admin, part basicdata', () => {
  const s = firstHourSuite('basicdata');

  it('opens every route of its areas without "not available", crash or error toast', async () => {
    await walkOffice(s, 'basicdata');
  }, 1_200_000);
});
