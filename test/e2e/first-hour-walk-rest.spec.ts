import { firstHourSuite, walkOffice } from '../support/first-hour-walk';

// The first hour's walk (docs/first-hour.md), its back-office part 'rest' (OFFICE_PARTS in the support module).
describe('the first hour: the back office as admin, part rest', () => {
  const s = firstHourSuite('rest');

  it('opens every route of its areas without "not available", crash or error toast', async () => {
    await walkOffice(s, 'rest');
  }, 1_200_000);
});
