import { useEffect, useState } from 'react';

// recharts takes pixel sizes: they follow the same unit as the CSS (1% of a 16:9 screen's width).
export function viewportUnit(): number {
  if (typeof window === 'undefined') return 12;
  return Math.min(window.innerWidth / 100, (window.innerHeight * 1.7778) / 100);
}

export function useChartFont(scale = 1.25): number {
  const [u, setU] = useState(viewportUnit);
  useEffect(() => {
    const on = () => setU(viewportUnit());
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return Math.max(11, Math.round(u * scale));
}

export const CHART = {
  output: '#38bdf8',
  pass: '#4ade80',
  fail: '#f87171',
  yield: '#fbbf24',
  wip: '#a78bfa',
  grid: '#26344d',
  axis: '#cbd5e1',
} as const;
