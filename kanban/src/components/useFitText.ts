import { useLayoutEffect, useRef } from 'react';

/**
 * A one-line text that shrinks its type to fit its box, down to `minScale` of its size; past that it is cut with an
 * ellipsis (and shows whole on hover, @mes/client's showCutTextOnHover). Measured again when the text or the box's
 * width changes (issue 33, defect 6: a board's title at 1280x720).
 */
export function useFitText<T extends HTMLElement>(text: string, minScale = 0.6): React.RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const fit = () => {
      el.style.fontSize = '';
      const over = el.scrollWidth / Math.max(1, el.clientWidth);
      if (over <= 1.01) return;
      const base = parseFloat(getComputedStyle(el).fontSize);
      el.style.fontSize = `${Math.floor(base * Math.max(minScale, 1 / over) * 10) / 10}px`;
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    let width = el.clientWidth;
    const ro = new ResizeObserver(() => {
      if (Math.abs(el.clientWidth - width) < 1) return;
      width = el.clientWidth;
      fit();
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [text, minScale]);
  return ref;
}
