import { BoxStatus } from '@mes/contracts';
import { refuse } from '../../../core/api/app.exception';
import { first, run, sql } from '../../../core/db/sql';
import { defineResource } from '../../../core/resource/resource.types';
import { fdesc, fnumber, int, ref, relationsTo, tr } from '../../basicdata';

const BOXES_ON_PALLET = sql(
  'stock-mgt.boxes.boxes_on_pallet',
  'SELECT count(*)::int AS n FROM box WHERE pallet_id = $1',
  { notNull: ['n'] },
);
const SET_STATUS = sql('stock-mgt.boxes.pallet_status', 'UPDATE pallet SET status = $2 WHERE id = $1');

// A pallet (栈板): boxes put on it (box.pallet_id) while it is loaded (status 1 working); its check closes it
// (status 2 working finished, no box on or off until unchecked). Create and update with their boxes are
// pallet-boxes.ts; the engine serves get, list, delete (the boxes stay, off any pallet) and check.
export const palletResource = defineResource({
  name: 'pallet',
  module: 'stock_mgt',
  table: 'pallet',
  label: tr('栈板', 'Pallet'),
  actions: ['get', 'list', 'delete', 'check'],
  io: false,
  fields: {
    fnumber: fnumber('栈板号', 'Pallet number'),
    status: int('状态', 'Status', { enum: BoxStatus.codes, default: BoxStatus.WORKING, readonly: true }),
    stock_id: ref('stock', '仓库', 'Warehouse'),
    stock_place_id: ref('stock_place', '库位', 'Place'),
    fdesc: fdesc('备注', 'Remarks'),
  },
  relations: relationsTo('stock', 'stock_place'),
  listColumns: ['fnumber', 'status', 'stock_id', 'stock_place_id', 'checked', 'fdesc'],
  hooks: {
    async beforeFlag({ flag, value, row }, tx) {
      if (flag !== 'checked') return;
      if (row.checked === value)
        throw refuse('id', value ? 'stock.pallet_already_checked' : 'stock.pallet_already_unchecked', { id: row.id });
      if (value) {
        const { n } = (await first(tx, BOXES_ON_PALLET, [row.id]))!;
        if (n === 0) throw refuse('id', 'stock.pallet_no_box', { id: row.id });
      }
      await run(tx, SET_STATUS, [row.id, value ? BoxStatus.WORKING_FINISHED : BoxStatus.WORKING]);
    },
  },
});
