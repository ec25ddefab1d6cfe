import type { KeyboardEvent, PointerEvent as ReactPointerEvent, ThHTMLAttributes } from 'react';

/** what a resizable column's header cell takes besides a th's own attributes (from the column's onHeaderCell) */
export type ResizeProps = {
  /** the column's new width in px, from its width on screen when the drag began (called on every pointer move) */
  onResizeTo?: (width: number) => void;
  /** the handle's name for a screen reader */
  resizeLabel?: string;
};

const KEY_STEP = 16;

// A list's header cell with a handle on its right edge (docs/web.md, "Column layout"): drag it with the pointer
// (mouse, pen or touch: pointer events, captured so the drag goes on outside the handle), or focus it and press the
// left and right arrows. Given to antd's Table as `components.header.cell`; a cell without `onResizeTo` is a plain th.
export function ResizableHeaderCell({
  onResizeTo,
  resizeLabel,
  children,
  ...th
}: ThHTMLAttributes<HTMLElement> & ResizeProps) {
  if (!onResizeTo) return <th {...th}>{children}</th>;
  const widthOf = (handle: HTMLElement) => handle.parentElement?.getBoundingClientRect().width ?? 0;

  const down = (e: ReactPointerEvent<HTMLSpanElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    const handle = e.currentTarget;
    const startX = e.clientX;
    const start = widthOf(handle);
    handle.setPointerCapture(e.pointerId);
    handle.classList.add('list-col-resize--active');
    const move = (m: PointerEvent) => onResizeTo(start + m.clientX - startX);
    const up = () => {
      handle.classList.remove('list-col-resize--active');
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      handle.removeEventListener('pointercancel', up);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
    handle.addEventListener('pointercancel', up);
  };
  const key = (e: KeyboardEvent<HTMLSpanElement>) => {
    const by = e.key === 'ArrowLeft' ? -KEY_STEP : e.key === 'ArrowRight' ? KEY_STEP : 0;
    if (by === 0) return;
    e.preventDefault();
    onResizeTo(widthOf(e.currentTarget) + by);
  };

  return (
    <th {...th}>
      {children}
      <span
        className="list-col-resize"
        role="separator"
        aria-orientation="vertical"
        aria-label={resizeLabel}
        title={resizeLabel}
        tabIndex={0}
        data-testid="col-resize"
        onPointerDown={down}
        onKeyDown={key}
        // a sorter's header sorts on click: the end of a drag is no click on it
        onClick={(e) => e.stopPropagation()}
      />
    </th>
  );
}
