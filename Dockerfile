# syntax=docker/dockerfile:1
# The built server, as `npm start` runs it: dist/ (the browser app) and dist-server/ (the server
# bundle) on the production node_modules, as the unprivileged `node` user. Source, tests and
# development packages stay in the build stage. compose.yaml runs two of these behind nginx.
#   docker build -t garage .

FROM node:20-bookworm-slim AS build
WORKDIR /app
# npm 11: npm 10 cannot install Vite 8.
RUN npm install -g npm@11 --no-audit --no-fund
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# VITE_GOOGLE_CLIENT_ID and VITE_FACEBOOK_APP_ID are read here, at build time.
ARG VITE_GOOGLE_CLIENT_ID=""
ARG VITE_FACEBOOK_APP_ID=""
RUN npm run build

FROM node:20-bookworm-slim AS production-packages
WORKDIR /app
RUN npm install -g npm@11 --no-audit --no-fund
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim
WORKDIR /app
# The command line is `npm start`'s (scripts/server-runtime.mjs): glibc's malloc settings and
# the V8 flags below; `npm run test:cluster` checks they stay the same.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/garage \
    STATIC_DIR=/app/dist \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
COPY --from=production-packages /app/node_modules ./node_modules
# "type": "module" for the bundle.
COPY --from=build /app/package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# DATA_DIR: the mail outbox when SMTP_URL is unset.
RUN mkdir -p /var/lib/garage && chown node:node /var/lib/garage
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) is a graceful shutdown; node is PID 1 and handles it itself.
STOPSIGNAL SIGTERM
CMD ["node", "--heap-growing-percent=50", "--max-semi-space-size=8", "dist-server/main.js"]
