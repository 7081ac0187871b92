import type { TPostCalendar } from '@haat/shared/social/post-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { scheduleKeys } from './keys.ts';

export function calendarQuery(from: string, to: string, timeZone: string) {
  const query = new URLSearchParams({ from, to, time_zone: timeZone });
  return queryOptions({
    queryKey: scheduleKeys.calendar(from, to, timeZone),
    queryFn: ({ signal }) =>
      api
        .get<TEnvelope<TPostCalendar>>(`/api/social/calendar?${query}`, signal)
        .then((answer) => answer.data),
  });
}

/** The author's scheduled and published posts on the days `from`…`to` as lived in `timeZone`. */
export function useCalendar(from: string, to: string, timeZone: string) {
  // The shown month stays, faded, while the next one loads.
  return useQuery({ ...calendarQuery(from, to, timeZone), placeholderData: keepPreviousData });
}
