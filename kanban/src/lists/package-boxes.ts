import { BoxStatus, type PackageBox } from '@mes/contracts';

export type Box = PackageBox;

/**
 * The order of an order's boxes on the packaging board: the boxes being packed first (the one the line fills is what
 * the board is watched for), then the closed ones, the latest closed first (issue 33, defect 12).
 */
export function boxesInView(boxes: readonly Box[]): Box[] {
  const closed = (b: Box) => (b.status === BoxStatus.WORKING_FINISHED ? 1 : 0);
  return [...boxes].sort((a, b) => closed(a) - closed(b) || b.id - a.id);
}
