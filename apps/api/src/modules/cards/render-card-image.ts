import { CARD_TEMPLATE_STYLES, cardInitials } from '@haat/shared/cards/card-templates';
import sharp from 'sharp';
import { isRightToLeft, useBundledFonts } from './card-fonts.ts';
import { qrMatrix } from './make-qr.ts';
import { escapeHtml } from './render-card-page.ts';
import type { TVcardRow } from './repository.ts';

/** 3.5 × 2 inch at 300 dpi. */
const WIDTH = 1050;
const HEIGHT = 600;

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
  // The template's colours, band and initials: the same definition as the public page (decision 038).
  const style = CARD_TEMPLATE_STYLES[card.template];
  const c = { bg: style.card, ink: style.ink, muted: style.muted, accent: style.accent };
  const e = escapeHtml;
  const rtl = isRightToLeft(card.fullName) || card.language === 'ar';
  const qrSize = 330;
  const qrX = rtl ? 60 : WIDTH - 60 - qrSize;
  const textX = rtl ? WIDTH - 70 : 70;
  const photoSize = 150;
  const hasPhoto = !!options.photo;
  const initials = hasPhoto || !style.showInitials ? '' : cardInitials(card.fullName);
  const hasAvatar = hasPhoto || !!initials;
  const photoX = rtl ? WIDTH - 70 - photoSize : 70;
  let y = hasAvatar ? 90 + photoSize + 70 : 140;
  const lines: string[] = [];
  const line = (text: string | null, size: number, fill: string, weight = 400) => {
    if (!text) return;
    // Each line in its own direction (a phone number stays `+880…` on an Arabic card), aligned to
    // the card's side: librsvg anchors `start` on the right of right-to-left text.
    const lineRtl = isRightToLeft(text);
    const anchor = rtl === lineRtl ? 'start' : 'end';
    lines.push(
      `<text x="${textX}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" direction="${lineRtl ? 'rtl' : 'ltr'}">${e(text)}</text>`,
    );
    y += size * 1.45;
  };
  line(card.fullName, 54, c.ink, 700);
  line([card.jobTitle, card.company].filter(Boolean).join(' · ') || null, 30, c.muted);
  y += 14;
  line(card.phone, 28, c.ink);
  line(card.email, 28, c.ink);
  line(card.website?.replace(/^https?:\/\//, '').replace(/\/$/, '') ?? null, 28, c.accent);

  const centre = { x: photoX + photoSize / 2, y: 90 + photoSize / 2 };
  const photo = hasPhoto
    ? `<clipPath id="p"><circle cx="${centre.x}" cy="${centre.y}" r="${photoSize / 2}"/></clipPath><image x="${photoX}" y="90" width="${photoSize}" height="${photoSize}" clip-path="url(#p)" href="data:image/jpeg;base64,${options.photo?.toString('base64')}"/>`
    : initials
      ? `<circle cx="${centre.x}" cy="${centre.y}" r="${photoSize / 2}" fill="${style.soft}"/><text x="${centre.x}" y="${centre.y + 20}" font-size="58" font-weight="700" fill="${style.accent}" text-anchor="middle">${e(initials)}</text>`
      : '';
  const [from = c.bg, to = from] = style.band;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="${FONT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.bg}"/>
<defs><linearGradient id="band" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="24" fill="url(#band)"/>
${photo}
${lines.join('\n')}
${qrPath(options.qrText, qrX, (HEIGHT - qrSize) / 2 + 12, qrSize)}
</svg>`;
  return sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 9 }).toBuffer();
}
