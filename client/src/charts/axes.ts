// What every chart's axes share in both apps (issue 33, defect 7): the room an axis of category names takes, and the
// unit a value axis names above itself.

export const LINE_HEIGHT = 1.2;
export const TICK_GAP = 6;

/** The height an x axis of categories needs for its names in `lines` lines of `fontPx` (recharts' XAxis height). */
export function categoryAxisHeight(fontPx: number, lines = 2): number {
  return Math.ceil(fontPx * LINE_HEIGHT * lines + TICK_GAP + 4);
}

/** A value axis's unit (pcs, %), written above the axis (recharts' `label` of a YAxis; the chart's top margin holds it). */
export function unitLabel(unit: string, fontPx: number, fill?: string) {
  return { value: unit, position: 'top' as const, offset: Math.round(fontPx * 0.5), fontSize: fontPx, fill };
}

/** The top margin a chart keeps for its axes' units. */
export function unitMargin(fontPx: number): number {
  return Math.ceil(fontPx * 1.8);
}
