/*
 * One byte range of a stored file (`Range: bytes=…`), so browsers can seek in a video or resume a
 * download. Only single ranges are served; a header asking for several, or one that does not parse,
 * is ignored (the whole file is answered with 200), as RFC 9110 allows.
 */

/** What the header asked for: from `start` (to `end`, inclusive), or the last `suffix` bytes. */
export type TRangeRequest = { start: number; end?: number } | { suffix: number };

/** The bytes actually served, both ends inclusive. */
export interface TByteRange {
  start: number;
  end: number;
}

const SINGLE_RANGE = /^bytes=(\d{1,15})?-(\d{1,15})?$/;

/** The single range a `Range` header asks for, or undefined to answer the whole file. */
export function parseRangeHeader(header: string | undefined): TRangeRequest | undefined {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === undefined && last === undefined) return undefined;
  if (first === undefined) return { suffix: Number(last) };
  const start = Number(first);
  if (last === undefined) return { start };
  const end = Number(last);
  return end < start ? undefined : { start, end };
}

/** The range to serve of a file of `size` bytes, or 'unsatisfiable' (416) when none of it exists. */
export function resolveRange(request: TRangeRequest, size: number): TByteRange | 'unsatisfiable' {
  if ('suffix' in request) {
    if (request.suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - request.suffix), end: size - 1 };
  }
  if (request.start >= size) return 'unsatisfiable';
  return { start: request.start, end: Math.min(request.end ?? size - 1, size - 1) };
}
