// When a board was placed on an SMT order, as one SQL expression shared by the backward genealogy and the recall (so
// both ends answer the same question): the panel's first board report in that order, else the SN's first station
// report on the order's line, else its first station report at all. `o` is the smt_order alias, `panel` the panel
// barcode expression (may be NULL), `sn` the serial number expression.
export function placementSql(o: string, panel: string, sn: string): string {
  return `COALESCE(
    (SELECT min(bl.created_at) FROM smt_board_station_log bl WHERE ${panel} IS NOT NULL AND bl.barcode = ${panel}
       AND bl.smt_order_id = ${o}.id),
    (SELECT min(sl.created_at) FROM station_log sl WHERE sl.sn = ${sn} AND sl.product_line_id = ${o}.product_line_id),
    (SELECT min(sl.created_at) FROM station_log sl WHERE sl.sn = ${sn}))`;
}
