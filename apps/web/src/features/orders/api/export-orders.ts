import { downloadFile } from '../../../lib/download-file.ts';

/** The CSV export's relative address for the list's filters (`role=seller&status=…`). */
export function exportHref(query: string): string {
  return `/api/orders/export.csv?${query}`;
}

/** Downloads the orders CSV with the session (lib/download-file.ts). */
export const downloadOrdersCsv = (href: string, name: string): Promise<void> => downloadFile(href, name);
