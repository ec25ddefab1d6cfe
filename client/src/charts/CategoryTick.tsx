import { LINE_HEIGHT, TICK_GAP as GAP } from './axes';
import { fitLabel, measureIn } from './fit-label';

/** What recharts gives a custom tick of an axis (the axis's size and the number of ticks shown among them). */
export type TickProps = {
  x?: number | string;
  y?: number | string;
  width?: number | string;
  payload?: { value?: unknown };
  visibleTicksCount?: number;
  fill?: string;
  fontSize?: number | string;
  /** the lines a name may take; more are cut with an ellipsis and the whole name as the tick's tooltip */
  lines?: number;
};

/**
 * A category's name under its bar, fitted to the category's share of the axis (issue 33, defects 6 and 7): on up to
 * two lines, whole when it fits; else cut with an ellipsis, the whole name its tooltip (an SVG <title>). With
 * `interval={0}` on the axis every bar is named, none overlaps its neighbour.
 */
export function CategoryTick({
  x = 0,
  y = 0,
  width = 0,
  payload,
  visibleTicksCount = 1,
  fill,
  fontSize = 12,
  lines = 2,
}: TickProps) {
  const name = String(payload?.value ?? '');
  const px = Number(fontSize) || 12;
  const room = Number(width) / Math.max(1, visibleTicksCount) - 4;
  const family = typeof document === 'undefined' ? 'sans-serif' : getComputedStyle(document.body).fontFamily;
  const fitted = fitLabel(name, Math.max(room, px), measureIn(px, family), lines);
  return (
    <g transform={`translate(${Number(x)},${Number(y) + GAP})`} className="category-tick" data-name={name}>
      {fitted.cut && <title>{name}</title>}
      <text textAnchor="middle" fill={fill} fontSize={px}>
        {fitted.lines.map((line, i) => (
          <tspan key={i} x={0} dy={i === 0 ? '0.8em' : `${LINE_HEIGHT}em`}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}
