import { CARD_TEMPLATE_STYLES } from '@haat/shared/cards/card-templates';
import PDFDocument from 'pdfkit';
import { fontFile, isRightToLeft, scriptRuns, type TWeight } from './card-fonts.ts';
import { qrMatrix } from './make-qr.ts';
import type { TVcardRow } from './repository.ts';

const MM = 72 / 25.4;
/** ISO/EU business card, 85 × 55 mm, with 3 mm bleed on every side for the printer. */
const TRIM = { width: 85 * MM, height: 55 * MM };
const BLEED = 3 * MM;

/**
 * Draws one line of mixed-script text: each run in its own Noto font, shaped by fontkit (Bengali
 * conjuncts and vowel signs, Arabic joining). The whole line is marked with its real text
 * (ActualText) so copy and text extraction give the typed characters, not glyph order.
 */
function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { x: number; y: number; width: number; size: number; weight: TWeight; colour: string },
) {
  const rtl = isRightToLeft(text);
  const runs = scriptRuns(text.replace(/\s*\n\s*/g, ', '));
  doc.fillColor(options.colour).fontSize(options.size);
  const widths = runs.map((run) => doc.font(fontFile(run.script, options.weight)).widthOfString(run.text));
  const total = widths.reduce((sum, width) => sum + width, 0);
  const scale = total > options.width ? options.width / total : 1;
  if (scale < 1) doc.fontSize(options.size * scale);
  let x = rtl ? options.x + options.width - total * scale : options.x;
  const ordered = rtl ? [...runs.keys()].reverse() : [...runs.keys()];
  doc.markContent('Span', { actual: text });
  for (const index of ordered) {
    const run = runs[index];
    if (!run) continue;
    doc.font(fontFile(run.script, options.weight)).text(run.text, x, options.y, { lineBreak: false });
    x += (widths[index] ?? 0) * scale;
  }
  doc.endMarkedContent();
}

/** The card as a print-ready PDF (85 × 55 mm plus 3 mm bleed) with a vector QR code. */
export function renderCardPdf(card: TVcardRow, options: { qrText: string; url: string }): Promise<Buffer> {
  // The template's colours and band: the same definition as the public page (decision 038).
  const style = CARD_TEMPLATE_STYLES[card.template];
  const c = { bg: style.card, ink: style.ink, muted: style.muted };
  const doc = new PDFDocument({
    size: [TRIM.width + BLEED * 2, TRIM.height + BLEED * 2],
    margin: 0,
    info: { Title: card.fullName, Author: card.fullName, Subject: options.url, Creator: 'Haat' },
    lang: card.language === 'bn' ? 'bn' : undefined,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Background and top band run into the bleed.
  doc.rect(0, 0, doc.page.width, doc.page.height).fill(c.bg);
  const [from = c.bg, to = from] = style.band;
  const band = doc.linearGradient(0, 0, doc.page.width, 0).stop(0, from).stop(1, to);
  doc.rect(0, 0, doc.page.width, BLEED + 2.5 * MM).fill(band);

  const rtl = isRightToLeft(card.fullName) || card.language === 'ar';
  const safe = 4 * MM;
  const qrSize = 22 * MM;
  const left = BLEED + safe;
  const top = BLEED + safe + 2 * MM;
  const textWidth = TRIM.width - safe * 2 - qrSize - 3 * MM;
  const textX = rtl ? left + qrSize + 3 * MM : left;
  const qrX = rtl ? left : BLEED + TRIM.width - safe - qrSize;

  let y = top;
  const line = (text: string | null, size: number, weight: TWeight, colour: string) => {
    if (!text) return;
    drawLine(doc, text, { x: textX, y, width: textWidth, size, weight, colour });
    y += size * 1.5;
  };
  line(card.fullName, 12, 'bold', c.ink);
  line(card.jobTitle, 7.5, 'regular', c.muted);
  line(card.company, 7.5, 'regular', c.muted);
  y += 3;
  line(card.phone, 7, 'regular', c.ink);
  line(card.email, 7, 'regular', c.ink);
  line(card.website?.replace(/^https?:\/\//, '').replace(/\/$/, '') ?? null, 7, 'regular', c.ink);
  line(card.address, 6.5, 'regular', c.muted);

  // Vector QR on a white tile with a quiet zone.
  const matrix = qrMatrix(options.qrText);
  const qrY = BLEED + TRIM.height - safe - qrSize;
  const cell = qrSize / (matrix.size + 4);
  doc.rect(qrX, qrY, qrSize, qrSize).fill('#ffffff');
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (matrix.isDark(row, col)) doc.rect(qrX + (col + 2) * cell, qrY + (row + 2) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
  doc.link(qrX, qrY, qrSize, qrSize, options.url);
  doc.end();
  return done;
}
