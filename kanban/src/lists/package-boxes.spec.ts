import { BoxStatus } from '@mes/contracts';
import { boxesInView, type Box } from './package-boxes';

const box = (id: number, status: number): Box => ({
  id,
  fnumber: `BX-${id}`,
  status,
  fqty: 1,
  capacity: 3,
  weight: null,
});

describe('the packaging board', () => {
  it('shows the box being packed first, then the closed boxes, the latest first', () => {
    const closed = BoxStatus.WORKING_FINISHED;
    const open = BoxStatus.WORKING;
    expect(boxesInView([box(1, closed), box(2, closed), box(3, closed), box(4, open)]).map((b) => b.id)).toEqual([
      4, 3, 2, 1,
    ]);
  });
});
