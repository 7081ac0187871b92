import sharp from 'sharp';
import { isRightToLeft, useBundledFonts } from './card-fonts.ts';
import { qrMatrix } from './make-qr.ts';
import { escapeHtml } from './render-card-page.ts';
import type { TVcardRow } from './repository.ts';

/** 3.5 × 2 inch at 300 dpi. */
const WIDTH = 1050;
const HEIGHT = 600;

const COLOURS: Record<
  TVcardRow['template'],
  { bg: string; band: string; ink: string; muted: string; accent: string }
> = {
  classic: { bg: '#ffffff', band: '#1f5fbf', ink: '#1d2433', muted: '#5b6475', accent: '#1f5fbf' },
  modern: { bg: '#ffffff', band: '#6d3fd6', ink: '#221b33', muted: '#6b6280', accent: '#d6457a' },
  bold: { bg: '#161616', band: '#ffcc00', ink: '#f5f5f5', muted: '#b5b5b5', accent: '#ffcc00' },
  minimal: { bg: '#ffffff', band: '#111111', ink: '#111111', muted: '#666666', accent: '#111111' },
};

const FONT = "'Noto Sans', 'Noto Sans Bengali', 'Noto Sans Arabic', sans-serif";

/** The QR modules as one SVG path, `size` px square at (x, y), on a white tile. */
function qrPath(text: string, x: number, y: number, size: number): string {
  const matrix = qrMatrix(text);
  const quiet = 2;
  const cell = size / (matrix.size + quiet * 2);
  let d = '';
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (matrix.isDark(row, col)) {
        const px = x + (col + quiet) * cell;
        const py = y + (row + quiet) * cell;
        d += `M${px.toFixed(2)} ${py.toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z`;
      }
    }
  }
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="12" fill="#ffffff"/><path d="${d}" fill="#000000"/>`;
}

/**
 * An image of the card (PNG, 1050 × 600) with its QR code. The SVG is rendered by sharp (librsvg,
 * Pango and HarfBuzz), so Bengali and Arabic are shaped properly with the Noto fonts of the system.
 */
export async function renderCardImage(
  card: TVcardRow,
  options: { qrText: string; photo?: Buffer },
): Promise<Buffer> {
  useBundledFonts();
  const c = COLOURS[card.template];
  const e = escapeHtml;
  const rtl = isRightToLeft(card.fullName) || card.language === 'ar';
  const qrSize = 330;
  const qrX = rtl ? 60 : WIDTH - 60 - qrSize;
  const textX = rtl ? WIDTH - 70 : 70;
  const anchor = rtl ? 'end' : 'start';
  const dir = rtl ? 'rtl' : 'ltr';
  const photoSize = 150;
  const hasPhoto = !!options.photo;
  const photoX = rtl ? WIDTH - 70 - photoSize : 70;
  let y = hasPhoto ? 90 + photoSize + 70 : 140;
  const lines: string[] = [];
  const line = (text: string | null, size: number, fill: string, weight = 400) => {
    if (!text) return;
    lines.push(
      `<text x="${textX}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" direction="${dir}">${e(text)}</text>`,
    );
    y += size * 1.45;
  };
  line(card.fullName, 54, c.ink, 700);
  line([card.jobTitle, card.company].filter(Boolean).join(' · ') || null, 30, c.muted);
  y += 14;
  line(card.phone, 28, c.ink);
  line(card.email, 28, c.ink);
  line(card.website?.replace(/^https?:\/\//, '').replace(/\/$/, '') ?? null, 28, c.accent);

  const photo = hasPhoto
    ? `<clipPath id="p"><circle cx="${photoX + photoSize / 2}" cy="${90 + photoSize / 2}" r="${photoSize / 2}"/></clipPath><image x="${photoX}" y="90" width="${photoSize}" height="${photoSize}" clip-path="url(#p)" href="data:image/jpeg;base64,${options.photo?.toString('base64')}"/>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.bg}"/>
<rect width="${WIDTH}" height="24" fill="${c.band}"/>
${photo}
${lines.join('\n')}
${qrPath(options.qrText, qrX, (HEIGHT - qrSize) / 2 + 12, qrSize)}
</svg>`;
  return sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 9 }).toBuffer();
}
