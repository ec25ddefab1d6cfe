import { useEffect, useRef, useState } from 'react';

/** The content size of an element, following resizes (0 x 0 until measured). */
export function useBoxSize<T extends HTMLElement>(): { ref: React.RefObject<T | null>; width: number; height: number } {
  const ref = useRef<T | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      const r = el.getBoundingClientRect();
      setSize((s) =>
        Math.abs(s.width - r.width) < 1 && Math.abs(s.height - r.height) < 1
          ? s
          : { width: Math.floor(r.width), height: Math.floor(r.height) },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { ref, ...size };
}
