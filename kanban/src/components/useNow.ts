import { useEffect, useState } from 'react';

/** The time, ticking on the boundary of every `stepMs` (a second for the clock, a minute for "today"). */
export function useNow(stepMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, stepMs - (Date.now() % stepMs));
    };
    timer = setTimeout(tick, stepMs - (Date.now() % stepMs));
    return () => clearTimeout(timer);
  }, [stepMs]);
  return now;
}
