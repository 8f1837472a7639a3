# syntax=docker/dockerfile:1
# Infinite as a container: the one Node server (server/index.js) with the production build, the
# production dependencies only, as the unprivileged `node` user. State lives in /data (DATA_DIR:
# uploads, and PGlite when DATABASE_URL is unset). compose.yaml runs two of these behind HAProxy
# with PostgreSQL and Redis; tests/unit/production-install.test.ts proves the same steps in CI.
ARG NODE_VERSION=22

# 1. Every dependency, to build the web app.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only.
FROM node:${NODE_VERSION}-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. The image: sources the server and scripts read at run time, the build, those dependencies.
FROM node:${NODE_VERSION}-bookworm-slim
# pg_dump and pg_restore for `npm run backup` / `npm run restore` against PostgreSQL.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY . .
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready, not merely alive: migrations done, database and Redis answering, not shutting down.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/v1/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains running requests (replies are saved) before the process ends.
STOPSIGNAL SIGTERM
CMD ["node", "server/index.js"]
