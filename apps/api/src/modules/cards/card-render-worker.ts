// Runs inside a worker thread of the card render pool (card-render-pool.ts, decision 037): the CPU
// work of card images, PDFs and QR codes, so it never blocks the API's event loop.
import { qrPng, qrSvg } from './make-qr.ts';
import { renderCardImage } from './render-card-image.ts';
import { renderCardPdf } from './render-card-pdf.ts';
import type { TVcardRow } from './repository.ts';

export type TCardAssetKind = 'card.png' | 'card.pdf' | 'qr.png' | 'qr.svg';

export interface TCardRenderTask {
  kind: TCardAssetKind;
  card: TVcardRow;
  /** The card's public address. */
  url: string;
  /** What the QR code encodes. */
  qrText: string;
  /** The card photo (JPEG), for card.png. */
  photo?: Uint8Array;
  /** Width in pixels, for qr.png. */
  size?: number;
}

/** Renders one asset; the bytes go back to the main thread. */
export default async function renderCardAsset(task: TCardRenderTask): Promise<Uint8Array> {
  switch (task.kind) {
    case 'card.png':
      return renderCardImage(task.card, {
        qrText: task.qrText,
        photo: task.photo ? Buffer.from(task.photo) : undefined,
      });
    case 'card.pdf':
      return renderCardPdf(task.card, { qrText: task.qrText, url: task.url });
    case 'qr.png':
      return qrPng(task.qrText, task.size);
    case 'qr.svg':
      return Buffer.from(await qrSvg(task.qrText), 'utf8');
  }
}
