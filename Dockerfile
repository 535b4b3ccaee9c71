# syntax=docker/dockerfile:1
# Valik's production image (docs/deploy.md, ADR 026). The steps are the ones CI proves on every run
# (api/tests/production/global-setup.ts): `pnpm build`, then `pnpm --filter @valik/api deploy --prod`
# into a folder without devDependencies, started with plain `node dist/main.mjs`.
# Not built on the development machines (they run no Docker engine); scripts/tests/deploy-files.test.ts
# keeps this file's versions and commands in step with the project's.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
# the pnpm of pnpm-workspace.yaml's catalog
ARG PNPM_VERSION=12.21.0
WORKDIR /src
RUN npm install --global --no-fund --no-audit pnpm@${PNPM_VERSION}
COPY . .
RUN pnpm install --frozen-lockfile
# what ships, as scripts/run.mjs builds it: the site, the portal, the console, then the server bundles
RUN NODE_ENV=production pnpm build
RUN pnpm --filter @valik/api deploy --prod /app

FROM ${NODE_IMAGE} AS run
# pg_dump / pg_restore for `node dist/backup.mjs` and `node dist/restore.mjs` inside the container
RUN apt-get update \
  && apt-get install --yes --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/.data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# ready = the database answers and the process is not draining after SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (SHUTDOWN_DRAIN_SECONDS, default 5) and exits; give it that plus 10 s (compose: stop_grace_period)
STOPSIGNAL SIGTERM
CMD ["node", "dist/main.mjs"]
