import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { call } from '../../../test/test-app.ts';

/** Creates a card through the API and answers it. */
export async function createCard(app: FastifyInstance, token: string, body: Record<string, unknown> = {}) {
  const response = await call(app, 'POST', '/api/cards', {
    token,
    body: { full_name: 'Nusrat Jahan', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** A multipart/form-data body with one file. */
export function multipartBody(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----haat${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A JPEG photo with EXIF data (camera owner, orientation), as phones make them. */
export async function photoWithExif(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'Private GPS place' } })
    .toBuffer();
}

export async function uploadPhoto(
  app: FastifyInstance,
  token: string,
  id: string,
  data: Buffer,
  type = 'image/jpeg',
) {
  const body = multipartBody('photo', 'me.jpg', type, data);
  return app.inject({
    method: 'POST',
    url: `/api/cards/${id}/photo`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}
