// The figures of one row of the v1 stat lists (docs/statistics.md): a key (station, order, line or product) and a
// bucket start (null for the whole range).
export type StatFigures = {
  key: number;
  bucket: string | null;
  tested: number;
  passed: number;
  failed: number;
  rework: number;
  first_pass_tested: number;
  first_pass_passed: number;
  input: number;
  output: number;
  fpy: number | null;
  rty: number | null;
};

/** OEE of a station or a line over a range (station_stat/list, product_line_stat/list with bucket:all and from/to). */
export type StatOee = {
  planned_s: number;
  stop_s: number;
  stops: number;
  /** of stop_s, the CFX downtime (faults, down or blocked states) after merging with itself, before the silences */
  cfx_stop_s?: number;
  availability: number;
  performance: number | null;
  quality: number | null;
  oee: number | null;
};
