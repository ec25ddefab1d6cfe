import { ErrorCode } from '@mes/contracts';
import type { DataSource } from 'typeorm';
import { AppException } from '../../core/api/app.exception';

// The two checks every by_worder / by_sn lookup starts with (process plans, feeder lists): the catalogue's answers
// for a missing work order and for a serial number that belongs to none.

/** 400 NO_WORK_ORDER unless the work order exists. */
export async function assertWorder(ds: DataSource, worderId: number): Promise<void> {
  const found = (await ds.query('SELECT 1 FROM worder WHERE id = $1', [worderId])) as unknown[];
  if (found.length === 0)
    throw new AppException(ErrorCode.NO_WORK_ORDER, `worder_id: no work order ${worderId}`, { field: 'worder_id' });
}

/** The work order the serial number belongs to, or 400 SN_NOT_IN_ORDER. */
export async function worderOfSn(ds: DataSource, sn: string): Promise<number> {
  const rows = (await ds.query('SELECT worder_id FROM worder_sn WHERE sn = $1', [sn])) as { worder_id: number }[];
  if (rows.length === 0)
    throw new AppException(ErrorCode.SN_NOT_IN_ORDER, `sn: ${sn} is in no work order`, { field: 'sn' });
  return rows[0].worder_id;
}
