import { useSearchParams } from 'react-router';

/** `raw` when it is one of `choices`, else `fallback` (an unknown or missing address value). */
export function pickChoice<T extends string>(raw: string | null, choices: readonly T[], fallback: T): T {
  return raw !== null && (choices as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

/**
 * One choice among a few kept in the address as `?name=value` (status, role, range chips), so a link
 * can be shared and Back works. The fallback is left out of the address. Other parameters stay.
 */
export function useSearchChoice<T extends string>(
  name: string,
  choices: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = pickChoice(params.get(name), choices, fallback);
  const set = (next: T) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === fallback) copy.delete(name);
      else copy.set(name, next);
      return copy;
    });
  return [value, set];
}
