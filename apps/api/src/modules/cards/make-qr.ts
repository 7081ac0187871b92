import QRCode from 'qrcode';

/** The address a card's QR code encodes: its page, marked as a scan. */
export function qrTarget(url: string): string {
  return `${url}?src=qr`;
}

/** The QR code as a scalable SVG (dark modules on white, quiet zone of 2 modules). */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The QR code as a PNG `size` pixels wide. */
export async function qrPng(text: string, size = 600): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: size });
}

/** The QR modules (true = dark) for drawing it as vector shapes (PDF, card image). */
export function qrMatrix(text: string): { size: number; isDark(row: number, col: number): boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, col) => !!modules.get(row, col) };
}
