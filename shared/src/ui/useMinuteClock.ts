import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The time now (ms), moved on each minute: ages and waiting times on screen stay true while it is open. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
