import { downloadFile } from '../../../lib/download-file.ts';

/** The CSV's relative address for one report's query. */
export function exportHref(search: string): string {
  return `/api/social/analytics.csv?${search}`;
}

/** `GET /api/social/analytics.csv`, downloaded with the session (lib/download-file.ts). */
export const downloadAnalyticsCsv = (href: string, name: string): Promise<void> => downloadFile(href, name);
