import multipart from '@fastify/multipart';
import {
  CSV_MAX_BYTES,
  PRODUCT_IMAGE_MAX_BYTES,
  successEnvelope,
  translate,
  ZBulkProductsSchema,
  ZBulkResultSchema,
  ZBusinessIdParamsSchema,
  ZCreateProductSchema,
  ZIdParamsSchema,
  ZImageOrderSchema,
  ZImportQuerySchema,
  ZImportResultSchema,
  ZListProductsQuerySchema,
  ZProductImageParamsSchema,
  ZProductListSchema,
  ZProductSchema,
  ZUpdateProductSchema,
} from '@haat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../lib/read-upload.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { depsForRequest } from '../../plugins/site-url.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { bulkUpdateProducts } from './bulk-update-products.ts';
import { createProduct } from './create-product.ts';
import { deleteProduct } from './delete-product.ts';
import { exportProducts } from './export-products.ts';
import { getProduct } from './get-product.ts';
import { importProducts } from './import-products.ts';
import { listProducts } from './list-products.ts';
import { removeProductImage } from './remove-product-image.ts';
import { reorderProductImages } from './reorder-product-images.ts';
import { updateProduct } from './update-product.ts';
import { uploadProductImage } from './upload-product-image.ts';

const tags = ['products'];
const security = [{ bearer: [] }];
const ZMessageOnly = z.object({ success: z.literal(true), message: z.string() });

/** The owner's product API: `/api/my/businesses/:businessId/products…` and `/api/my/products/:id…`. */
export async function productRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: TDirectoryDeps = { ...app.deps, storage: app.storage, cache: app.directoryCache };
  const t = (request: FastifyRequest, key: string, values?: Record<string, number>) =>
    translate(request.lang(), key, values);
  const userId = (request: FastifyRequest) => currentAuth(request).user.id;
  await app.register(multipart, {
    limits: { fileSize: Math.max(PRODUCT_IMAGE_MAX_BYTES, CSV_MAX_BYTES), files: 1, fields: 10, parts: 12 },
  });

  app.get(
    '/api/my/businesses/:businessId/products',
    {
      schema: {
        tags,
        summary:
          "A business's products (?q, ?status, ?category_id or none, ?marketplace_category, ?sort, ?page)",
        security,
        params: ZBusinessIdParamsSchema,
        querystring: ZListProductsQuerySchema,
        response: { 200: ZProductListSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) =>
      listProducts(depsForRequest(deps, request), userId(request), request.params.businessId, request.query),
  );

  app.post(
    '/api/my/businesses/:businessId/products',
    {
      schema: {
        tags,
        summary: 'Add a product (title and price in poisha required; stock 0, category other, status draft)',
        security,
        params: ZBusinessIdParamsSchema,
        body: ZCreateProductSchema,
        response: { 201: successEnvelope(ZProductSchema) },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'product-create', max: 600, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request, reply) => {
      const data = await createProduct(
        depsForRequest(deps, request),
        userId(request),
        request.params.businessId,
        request.body,
      );
      return reply
        .status(201)
        .send({ success: true as const, message: t(request, 'api.product_created'), data });
    },
  );

  app.post(
    '/api/my/businesses/:businessId/products/bulk',
    {
      schema: {
        tags,
        summary:
          'One action on many products: archive, activate, draft, delete, set_category (category_id, null for none), set_marketplace_category',
        security,
        params: ZBusinessIdParamsSchema,
        body: ZBulkProductsSchema,
        response: { 200: successEnvelope(ZBulkResultSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const affected = await bulkUpdateProducts(
        deps,
        userId(request),
        request.params.businessId,
        request.body,
      );
      return {
        success: true as const,
        message: t(request, 'api.products_updated', { count: affected }),
        data: { affected },
      };
    },
  );

  app.post(
    '/api/my/businesses/:businessId/products/import',
    {
      schema: {
        tags,
        summary:
          'Import products from CSV (multipart, one UTF-8 file up to 2 MB and 5000 rows): all rows or none; ?dry_run=true only checks',
        security,
        consumes: ['multipart/form-data'],
        params: ZBusinessIdParamsSchema,
        querystring: ZImportQuerySchema,
        response: { 200: successEnvelope(ZImportResultSchema) },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'product-import', max: 30, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request) => {
      const file = await readUpload(request, {
        field: 'file',
        maxBytes: CSV_MAX_BYTES,
        required: 'validation.csv_required',
      });
      const data = await importProducts(deps, userId(request), request.params.businessId, file, {
        dryRun: request.query.dry_run,
        lang: request.lang(),
      });
      const key = data.dry_run ? 'api.products_checked' : 'api.products_imported';
      return {
        success: true as const,
        message: t(request, key, { count: data.dry_run ? data.rows : data.imported }),
        data,
      };
    },
  );

  app.get(
    '/api/my/businesses/:businessId/products/export.csv',
    {
      schema: {
        tags,
        summary: "All of the business's products as CSV (the import's format)",
        security,
        params: ZBusinessIdParamsSchema,
      },
      preHandler: app.requireAuth,
    },
    async (request, reply) => {
      const { business, csv } = await exportProducts(deps, userId(request), request.params.businessId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${business.slug}-products.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/my/products/:id',
    {
      schema: {
        tags,
        summary: "One of the signed-in user's products",
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZProductSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getProduct(depsForRequest(deps, request), userId(request), request.params.id),
    }),
  );

  app.patch(
    '/api/my/products/:id',
    {
      schema: {
        tags,
        summary: 'Change a product: only the fields sent change',
        security,
        params: ZIdParamsSchema,
        body: ZUpdateProductSchema,
        response: { 200: successEnvelope(ZProductSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const data = await updateProduct(
        depsForRequest(deps, request),
        userId(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: t(request, 'api.product_updated'), data };
    },
  );

  app.delete(
    '/api/my/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product and its images',
        security,
        params: ZIdParamsSchema,
        response: { 200: ZMessageOnly },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      await deleteProduct(deps, userId(request), request.params.id);
      return { success: true as const, message: t(request, 'api.product_deleted') };
    },
  );

  app.post(
    '/api/my/products/:id/images',
    {
      schema: {
        tags,
        summary: 'Add an image at the end (multipart, one JPG/PNG/WebP up to 5 MB; at most 8 images)',
        security,
        consumes: ['multipart/form-data'],
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZProductSchema) },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'product-image', max: 300, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request) => {
      const image = await readUpload(request, {
        field: 'image',
        maxBytes: PRODUCT_IMAGE_MAX_BYTES,
        required: 'validation.image_required',
      });
      const data = await uploadProductImage(
        depsForRequest(deps, request),
        userId(request),
        request.params.id,
        image,
      );
      return { success: true as const, message: t(request, 'api.product_images_updated'), data };
    },
  );

  app.put(
    '/api/my/products/:id/images/order',
    {
      schema: {
        tags,
        summary: "Reorder the product's images: `ids` lists every image once (the first is the main one)",
        security,
        params: ZIdParamsSchema,
        body: ZImageOrderSchema,
        response: { 200: successEnvelope(ZProductSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const data = await reorderProductImages(
        depsForRequest(deps, request),
        userId(request),
        request.params.id,
        request.body.ids,
      );
      return { success: true as const, message: t(request, 'api.product_images_updated'), data };
    },
  );

  app.delete(
    '/api/my/products/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Remove one image of a product',
        security,
        params: ZProductImageParamsSchema,
        response: { 200: successEnvelope(ZProductSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const data = await removeProductImage(
        depsForRequest(deps, request),
        userId(request),
        request.params.id,
        request.params.imageId,
      );
      return { success: true as const, message: t(request, 'api.product_images_updated'), data };
    },
  );
}
