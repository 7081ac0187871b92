import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/**
 * Reads the one uploaded file of a multipart request into memory (the size limit is the multipart
 * plugin's). Problems are field errors on `field`: `required` when there is no file, `size` when it
 * is too large.
 */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  messages: { required: string; size: string },
): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.fields({ [field]: messages.required });
  try {
    const file = await request.file();
    if (!file) throw AppError.fields({ [field]: messages.required });
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw AppError.fields({ [field]: messages.size });
    throw AppError.fields({ [field]: messages.required });
  }
}

export const IMAGE_MESSAGES = { required: 'validation.image_required', size: 'validation.image_size' };
