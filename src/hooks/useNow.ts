import { useEffect, useState } from 'react';

/** The current time, re-read every `everyMs` (availability texts, what is past, the calendar's now line). */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
