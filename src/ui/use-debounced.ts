/** A value that follows another once it has stopped changing for a while (a search sent when typing pauses). */
import { useEffect, useState } from 'react';

/** `value`, `ms` milliseconds after its last change (the first value at once). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
