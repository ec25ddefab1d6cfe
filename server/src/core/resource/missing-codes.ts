import { ErrorCode } from '@mes/contracts';

// A reference to a record that does not exist answers the catalogue's own code where 000 §8 has one.
const MISSING: Record<string, number> = {
  project: ErrorCode.NO_PROJECT,
  product: ErrorCode.NO_PRODUCT,
  product_line: ErrorCode.NO_PRODUCT_LINE,
  station: ErrorCode.NO_STATION,
  error_code: ErrorCode.NO_ERROR_CODE,
  station_function: ErrorCode.NO_STATION_FUNCTION,
  worder: ErrorCode.NO_WORK_ORDER,
  workflow: ErrorCode.NO_WORKFLOW,
  organization: ErrorCode.NO_ORGANIZATION,
  stock: ErrorCode.NO_STOCK,
};

export function missingCode(resource: string): number {
  return MISSING[resource] ?? ErrorCode.BAD_REQUEST;
}
