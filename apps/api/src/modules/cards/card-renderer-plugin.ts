import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCardRenderer, type TCardRenderer } from './card-render-pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders card images, PDFs and QR codes on worker threads, with a cache (decision 037). */
    cardRenderer: TCardRenderer;
  }
}

/** One render pool per app; its threads start with the first render and stop when the app closes. */
export const cardRendererPlugin = fp(async (app: FastifyInstance) => {
  const renderer = createCardRenderer(app.deps.config.cardRender, app.log);
  app.decorate('cardRenderer', renderer);
  app.addHook('onClose', () => renderer.close());
});
