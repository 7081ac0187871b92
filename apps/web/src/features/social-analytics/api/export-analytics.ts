/** The CSV's relative address for one report's query (`GET /api/social/analytics.csv`, fetched with the session). */
export function exportHref(search: string): string {
  return `/api/social/analytics.csv?${search}`;
}
