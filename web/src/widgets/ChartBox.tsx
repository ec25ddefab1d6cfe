import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveContainer } from 'recharts';
import { CategoryTick, categoryAxisHeight, unitLabel } from '@mes/client';
import { WIDGETS_NS } from './i18n';

// The back office's charts share these parts (issue 33, defect 7): a box whose tooltip opens only for the user's own
// pointer, an x axis that names every category, and value axes that name their unit.

const FONT = 11;
const AXIS_INK = '#595959';

/** Given to the chart's <Tooltip>: closed until the pointer moves over the chart (`active` left to recharts then). */
export type TooltipGate = { active?: false };

/**
 * A chart filling its box. A pointer that rests where the page opened the chart (where the user clicked to get there)
 * opens no tooltip: only a move the user makes over the chart does.
 */
export function ChartBox({
  height = '100%',
  testId,
  children,
}: {
  height?: number | string;
  testId?: string;
  children: (gate: TooltipGate) => ReactElement;
}) {
  const [moved, setMoved] = useState(false);
  return (
    <div
      style={{ width: '100%', height }}
      data-testid={testId}
      onPointerMove={(e) => {
        if (!moved && (e.movementX !== 0 || e.movementY !== 0)) setMoved(true);
      }}
      onPointerLeave={() => setMoved(false)}
    >
      <ResponsiveContainer width="100%" height="100%">
        {children(moved ? {} : { active: false })}
      </ResponsiveContainer>
    </div>
  );
}

/** An XAxis of categories (stations, orders, codes): every one named under its bar, on two lines, none overlapping. */
export function categoryAxis(dataKey: string) {
  return {
    dataKey,
    interval: 0 as const,
    height: categoryAxisHeight(FONT),
    tick: <CategoryTick fontSize={FONT} fill={AXIS_INK} />,
  };
}

export type ChartUnit = 'pcs' | 'pcsPerHour' | 'pcsToDate' | 'times';

/** A YAxis of counts naming its unit above itself; `chartMargin` keeps the room for it. */
export function useCountAxis(): (unit: ChartUnit) => {
  allowDecimals: false;
  fontSize: number;
  label: ReturnType<typeof unitLabel>;
} {
  const { t } = useTranslation(WIDGETS_NS);
  return (unit) => ({ allowDecimals: false, fontSize: FONT, label: unitLabel(t(`chart.${unit}`), FONT, AXIS_INK) });
}

/** A YAxis of percentages, 0 to 100, its ticks in %. */
export const percentAxis = { domain: [0, 100] as [number, number], unit: '%', fontSize: FONT };

/** The margin of a chart whose axes name their units above them. */
export const chartMargin = { top: 22, right: 8, bottom: 0, left: 0 };
