import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Room for the multipart framing (boundaries, part headers) around one file in a declared length. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MEGABYTE = 1024 * 1024;

export interface TUploadOptions {
  /** The form field the file belongs to: every problem is reported on it. */
  field: string;
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** Message key when there is no file (e.g. `validation.image_required`). */
  required: string;
}

/**
 * 413 "The file is larger than N MB" (also on the field, so forms show it there). The connection is
 * closed after the answer, as Fastify does for an oversized body: the rest of the upload is not read.
 */
export function fileTooLarge(field: string, maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 'api.file_too_large', {
    values: { limit: Math.round((maxBytes / MEGABYTE) * 10) / 10 },
    errors: { [field]: ['api.file_too_large'] },
    headers: { connection: 'close' },
  });
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads the one uploaded file of a multipart request into memory, for every upload endpoint.
 * A file over `maxBytes` is never returned cut short: it is a 413 (the declared length is checked
 * before reading anything, the bytes are counted while reading, and a file the multipart parser
 * truncated at its own limit is refused too), so nothing is stored or changed.
 */
export async function readUpload(request: FastifyRequest, options: TUploadOptions): Promise<Buffer> {
  const { field, maxBytes, required } = options;
  if (!request.isMultipart()) throw AppError.fields({ [field]: required });
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD)
    throw fileTooLarge(field, maxBytes);

  const chunks: Buffer[] = [];
  let size = 0;
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
    if (!part) throw AppError.fields({ [field]: required });
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Stops reading (and keeps no more bytes) as soon as the file is known to be too large.
      if (size > maxBytes) throw fileTooLarge(field, maxBytes);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isFileTooLarge(error)) throw fileTooLarge(field, maxBytes);
    throw AppError.fields({ [field]: required });
  }
  // The parser stops at its own limit and ends the stream quietly: the file is incomplete.
  if (part.file.truncated) throw fileTooLarge(field, maxBytes);
  return Buffer.concat(chunks, size);
}
