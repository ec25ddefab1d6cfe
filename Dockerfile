# syntax=docker/dockerfile:1
# One image for every process of the hub (docker-compose.yml shows all three):
#   server   node server/dist/main.bundle.js       (default CMD; HTTP on $PORT, 3000)
#   workers  node workers/dist/main.bundle.js      (BullMQ processors, no HTTP port)
#   setup    node server/dist/cli/setup.js --demo   (migrations, demo factory once; drop --demo for none)
# Configuration is environment only: docs/configuration.md.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: install everything, compile the workspaces, then drop the dev dependencies ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

# Manifests first, so the dependency layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY client/package.json client/
COPY server/package.json server/
COPY workers/package.json workers/
COPY web/package.json web/
COPY kanban/package.json kanban/
# No install scripts: the native parts (TypeScript 7, rolldown, msgpackr-extract) are prebuilt optional packages that
# load without them, and embedded PostgreSQL, whose script the root manifest allows, is for `npm run up`/`npm test`.
# It also keeps npm 10 (this image's) from running the scripts npm 11 skips by that allowScripts list.
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts

COPY tsconfig.base.json ./
COPY contracts contracts
COPY client client
COPY server server
COPY workers workers
COPY web web
COPY kanban kanban
RUN npm run build && npm prune --omit=dev --ignore-scripts

# ---- runtime: the built output and the production dependencies, run as the image's unprivileged `node` user ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app

# Files stay owned by root: the processes only read them (all state lives in PostgreSQL and Redis).
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
# The workspaces are linked from node_modules/@mes/*: workers load @mes/server/core/* and @mes/contracts from here.
COPY --from=build /app/contracts contracts
COPY --from=build /app/server server
COPY --from=build /app/workers workers
# The server serves these two builds itself (WEB_DIST and KANBAN_DIST default to /app/web/dist and /app/kanban/dist).
COPY --from=build /app/web/package.json web/
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/kanban/package.json kanban/
COPY --from=build /app/kanban/dist kanban/dist

USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
# --heap-growing-percent=50: as scripts/lib/hub.ts starts the server (docs/statistics.md, "Exports")
CMD ["node", "--heap-growing-percent=50", "server/dist/main.bundle.js"]
