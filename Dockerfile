# syntax=docker/dockerfile:1
# Haat in a container (decision 068; README "Production"). Three stages: `build` compiles the web
# app and the API with every dependency; `deps` installs the production dependencies only; the
# runtime image gets those and the built files, runs as the unprivileged `node` user and listens on
# 3000. Configure it with environment variables (README "Configuration"): in production
# APP_KEY (the same on every instance), APP_URL, DATABASE_URL and S3_* at least.
# Written without a Docker engine at hand: not built or run where it was written.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    LOG_FORMAT=json
WORKDIR /app
# Production dependencies (and the workspaces' package.json files they belong to).
COPY --from=deps /app ./
# The launchers of `npm run backup`, `npm run restore` and `npm run storage:migrate`: with no
# sources in the image they run the bundles below as they are.
COPY scripts ./scripts
# The API's bundles (server, card render worker, commands) with the SQL migrations beside them
# (db/migrate.ts looks in dist/migrations first), and the web app: browser build and server renderer.
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/src/db/migrations ./apps/api/dist/migrations
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-server ./apps/web/dist-server
# DATA_DIR: local uploads and the embedded PostgreSQL when neither S3_BUCKET nor DATABASE_URL is set.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness only (the process answers): a database outage must not get the container restarted.
# Proxies and orchestrators should route by readiness, /api/health/ready.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
