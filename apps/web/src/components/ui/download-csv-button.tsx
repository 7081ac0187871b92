import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { buttonClass } from './button.tsx';
import { showToast } from './toast.tsx';

/**
 * "Download CSV": a link to `href` (an `/api/…` address) that fetches it with the session and saves
 * it as `fileName`; a spinner while it comes, a toast (the server's message, else `failedLabel`) when
 * it fails.
 */
export function DownloadCsvButton({
  href,
  fileName,
  label,
  failedLabel,
}: {
  href: string;
  fileName: string;
  label: string;
  failedLabel: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <a
      href={href}
      download={fileName}
      aria-busy={busy || undefined}
      className={buttonClass('secondary', 'sm')}
      data-testid="download-csv"
      onClick={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        try {
          await downloadFile(href, fileName);
        } catch (error) {
          showToast({
            tone: 'error',
            message: error instanceof ApiError && error.message ? error.message : failedLabel,
          });
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? (
        <Loader2 aria-hidden className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden className="size-4" />
      )}
      {label}
    </a>
  );
}
