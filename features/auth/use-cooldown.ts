import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds, started on demand (and at once when `startNow`): what a
 * "send again" button waits for, so a customer cannot fire mails faster than they arrive.
 */
export function useCooldown(seconds: number, startNow = false) {
  const [until, setUntil] = useState<number | null>(() => (startNow && seconds > 0 ? Date.now() + seconds * 1000 : null));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setUntil(seconds > 0 ? current + seconds * 1000 : null);
  }, [seconds]);

  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { secondsLeft, start };
}
