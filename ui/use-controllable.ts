import { useCallback, useState } from 'react';

/**
 * State that a parent may own (`value` given) or leave to the component (`value`
 * undefined); `onChange` hears about every change either way.
 */
export function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}
