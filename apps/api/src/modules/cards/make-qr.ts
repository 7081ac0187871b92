import QRCode from 'qrcode';
import sharp from 'sharp';

/** The address a card's QR code encodes: its page, marked as a scan. */
export function qrTarget(url: string): string {
  return `${url}?src=qr`;
}

/** The QR code as a scalable SVG (dark modules on white, quiet zone of 2 modules). */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The QR code as a greyscale PNG `size` pixels wide (quiet zone of 2 modules). One pixel per module,
 * scaled up by sharp with the nearest-neighbour kernel: a few milliseconds where the `qrcode`
 * package's own PNG encoder (JavaScript) took 0.2 s at 600 px and 2 s at 2048 px.
 */
export async function qrPng(text: string, size = 600): Promise<Buffer> {
  const matrix = qrMatrix(text);
  const quiet = 2;
  const side = matrix.size + quiet * 2;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (matrix.isDark(row, col)) pixels[(row + quiet) * side + col + quiet] = 0;
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .resize(size, size, { kernel: 'nearest' })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The QR modules (true = dark) for drawing it as vector shapes (PDF, card image). */
export function qrMatrix(text: string): { size: number; isDark(row: number, col: number): boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, col) => !!modules.get(row, col) };
}
