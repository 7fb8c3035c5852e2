# syntax=docker/dockerfile:1
# Restaurant OS: one image for every process of the distributed mode; the command picks which
# (docker-compose.yml): node server/dist/migrate.js | api.js | realtime.js | workers.js.
# The same commands run without Docker in tests/src/production/production-build.test.ts.
# See docs/decisions/2026-12-03-production-build.md.

ARG NODE_VERSION=20.19

# The manifests alone, so the dependency layers are rebuilt only when one of them changes.
FROM node:${NODE_VERSION}-bookworm AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-events/package.json shared-events/
COPY db/package.json db/
COPY bus/package.json bus/
COPY workers/package.json workers/
COPY realtime/package.json realtime/
COPY api/package.json api/
COPY server/package.json server/
COPY web/package.json web/
COPY tests/package.json tests/

# 1. Every dependency, dev tools included (esbuild, vite). No install scripts: the one the build
#    needs (eiows's addon) is built in the production dependencies below.
FROM manifests AS deps
RUN npm ci --ignore-scripts --no-audit --no-fund

# 2. The build: the web client (web/dist) and the server processes bundled with esbuild (server/dist).
FROM deps AS build
COPY . .
RUN npm run build

# 3. Production dependencies of the server's workspaces only (no web, tests or dev tools), and the
#    gateway's native WebSocket engine built for this Node.js (realtime/scripts/build-eiows.mjs;
#    without it the gateway runs on ws). This stage has the compilers; the runtime does not.
FROM manifests AS prod-deps
COPY realtime/scripts realtime/scripts
COPY realtime/native realtime/native
RUN npm ci --omit=dev --ignore-scripts --workspace server --no-audit --no-fund \
 && npm run build:eiows --workspace realtime

# 4. The runtime: Node.js, the production node_modules and the build, run as the unprivileged
#    `node` user. The code is root's and read-only to the app; only /app/data (uploads) is writable.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY package.json ./
COPY server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
USER node
EXPOSE 3000 3001
# node itself as the process (no npm in between): SIGTERM from `docker stop` reaches the app's own
# clean stop (each step within a deadline).
CMD ["node", "server/dist/api.js"]
