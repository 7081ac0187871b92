/*
 * Short videos for posts: MP4 or WebM recognised from their bytes. No package in the tree reads a
 * video's length, so it is read here from an MP4's `mvhd` box; a WebM's length is not read (its
 * size limit still holds).
 */

export type TVideoType = 'mp4' | 'webm';

export function sniffVideoType(data: Buffer): TVideoType | undefined {
  // ISO base media: a box of type `ftyp` first.
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  // EBML header with the `webm` document type near the start.
  if (
    data.length >= 4 &&
    data[0] === 0x1a &&
    data[1] === 0x45 &&
    data[2] === 0xdf &&
    data[3] === 0xa3 &&
    data.subarray(0, 64).includes(Buffer.from('webm', 'latin1'))
  )
    return 'webm';
  return undefined;
}

/** Boxes that hold other boxes on the way to `mvhd`. */
const CONTAINERS = new Set(['moov']);

/** An MP4's length in milliseconds from its movie header, or null when it cannot be read. */
export function mp4DurationMs(data: Buffer, start = 0, end = data.length, depth = 0): number | null {
  let offset = start;
  while (offset + 8 <= end && depth < 4) {
    let size = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return null;
      size = Number(data.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = end - offset;
    if (size < header || offset + size > end) return null;
    if (type === 'mvhd') {
      const body = offset + header;
      const version = data[body];
      if (version === 1 && body + 32 <= end) {
        const scale = data.readUInt32BE(body + 20);
        const duration = Number(data.readBigUInt64BE(body + 24));
        return scale > 0 ? Math.round((duration / scale) * 1000) : null;
      }
      if (version === 0 && body + 20 <= end) {
        const scale = data.readUInt32BE(body + 12);
        const duration = data.readUInt32BE(body + 16);
        return scale > 0 ? Math.round((duration / scale) * 1000) : null;
      }
      return null;
    }
    if (CONTAINERS.has(type)) return mp4DurationMs(data, offset + header, offset + size, depth + 1);
    offset += size;
  }
  return null;
}
