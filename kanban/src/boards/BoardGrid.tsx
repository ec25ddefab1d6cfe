import type { ReactNode } from 'react';
import ReactGridLayout, { type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { useBoxSize } from '../components/useBoxSize';
import { viewportUnit } from './panels/chart-theme';
import { GRID_COLS, GRID_ROWS, fittedRowHeight, rowsOf, type PanelLayout } from './layouts';

type Props = {
  layout: PanelLayout[];
  /** a signed-in user arranging the panels (drag and resize); a TV never is */
  editing?: boolean;
  onLayoutChange?: (layout: PanelLayout[]) => void;
  panels: Record<string, ReactNode>;
};

// The panels of a board on react-grid-layout, stretched so that the layout's rows fill the screen exactly.
export function BoardGrid({ layout, editing = false, onLayoutChange, panels }: Props) {
  const { ref, width, height } = useBoxSize<HTMLDivElement>();
  const margin = Math.max(6, Math.round(viewportUnit() * 0.8));
  const rows = editing ? Math.max(GRID_ROWS, rowsOf(layout)) : rowsOf(layout);
  const rowHeight = fittedRowHeight(height, rows, margin);
  return (
    <div ref={ref} className={editing ? 'board-grid board-grid--editing' : 'board-grid'} data-testid="board-grid">
      {width > 0 && height > 0 && (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols: GRID_COLS, rowHeight, margin: [margin, margin], containerPadding: [0, 0], maxRows: rows }}
          dragConfig={{ enabled: editing }}
          resizeConfig={{ enabled: editing }}
          onLayoutChange={(l: Layout) => onLayoutChange?.(l.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })))}
        >
          {layout.map((item) => (
            <div key={item.i} className="board-grid__cell">
              {panels[item.i] ?? null}
            </div>
          ))}
        </ReactGridLayout>
      )}
    </div>
  );
}
