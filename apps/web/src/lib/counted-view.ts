/**
 * A server-rendered page that counts its views (`data-count-view` on an element) is counted by
 * index.html's loader as soon as it is read, before (and whether or not) the app starts
 * (decision 059). The loader leaves the address in `window.haatCountedView`; the app's own count
 * of the same page takes it once instead of counting the view a second time.
 */
export function takeCountedView(url: string): boolean {
  const page = window as { haatCountedView?: string };
  if (page.haatCountedView !== url) return false;
  page.haatCountedView = undefined;
  return true;
}
