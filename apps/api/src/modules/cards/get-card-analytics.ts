import type { TCardAnalytics, TDeviceType, TShareChannel, ZAnalyticsQuerySchema } from '@haat/shared';
import type { z } from 'zod';
import { requireTimeZone } from '../../lib/time-zones.ts';
import type { TCardDeps } from './card-deps.ts';
import { requireOwnedCard } from './get-card.ts';
import {
  dailyVcardEvents,
  groupVcardEvents,
  listOwnedVcardIds,
  recentVcardEvents,
  sumVcardCounters,
} from './repository.ts';

type TAnalyticsQuery = z.output<typeof ZAnalyticsQuerySchema>;

/** Analytics of one of the user's cards, or of all of them when `cardId` is null. */
export async function getCardAnalytics(
  deps: TCardDeps,
  userId: string,
  cardId: string | null,
  query: TAnalyticsQuery,
): Promise<TCardAnalytics> {
  // Intl accepts zone names PostgreSQL's AT TIME ZONE does not (`AGT`): 422, or the database's name.
  const tz = await requireTimeZone(deps.db, query.tz, 'tz');
  const cards = cardId
    ? [await requireOwnedCard(deps, userId, cardId)].map((c) => ({ id: c.id, fullName: c.fullName }))
    : await listOwnedVcardIds(deps.db, userId);
  const ids = cards.map((card) => card.id);
  const names = new Map(cards.map((card) => [card.id, card.fullName]));
  const { days } = query;
  const [totals, trends, channels, countries, devices, recent] = await Promise.all([
    sumVcardCounters(deps.db, ids),
    dailyVcardEvents(deps.db, ids, days, tz),
    groupVcardEvents(deps.db, ids, days, 'channel', ['share']),
    groupVcardEvents(deps.db, ids, days, 'country', ['view', 'scan']),
    groupVcardEvents(deps.db, ids, days, 'device', ['view', 'scan']),
    recentVcardEvents(deps.db, ids, 20),
  ]);
  const period = trends.reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      scans: sum.scans + day.scans,
      shares: sum.shares + day.shares,
      contacts: sum.contacts + day.contacts,
    }),
    { views: 0, scans: 0, shares: 0, contacts: 0 },
  );
  return {
    card_id: cardId,
    days,
    time_zone: tz,
    totals,
    period,
    trends,
    share_channels: channels
      .filter((row) => row.key)
      .map((row) => ({ key: row.key as TShareChannel, count: row.count })),
    countries: countries.map((row) => ({ key: row.key ?? 'ZZ', count: row.count })),
    devices: devices.map((row) => ({ key: (row.key ?? 'unknown') as TDeviceType, count: row.count })),
    recent: recent.map((event) => ({
      type: event.type,
      channel: event.channel,
      country: event.country,
      device: event.device,
      card_id: event.vcardId,
      card_name: names.get(event.vcardId) ?? '',
      created_at: event.createdAt.toISOString(),
    })),
  };
}
