import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

/** Puts the server's answers into the browser's query cache, so the screens do not fetch them again. */
export function hydrateQueries(state: unknown): void {
  hydrate(queryClient, state as DehydratedState);
}
