# syntax=docker/dockerfile:1
# The gateway and the app in one image: `docker build -t school-sports .`, then see compose.yaml.
# Stage 1 installs everything and builds; stage 2 keeps only the built files and the gateway's
# runtime dependencies, and runs as the unprivileged `node` user.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Printed PDFs are set in Noto Sans CJK (docs/pdf.md); the runtime stage takes only its two sans
# files from here, not the package's serif ones (50 MB more).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-noto-cjk && rm -rf /var/lib/apt/lists/*
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY scripts/complete-lockfile.ts scripts/
COPY packages/domain/package.json packages/domain/
COPY packages/gateway-client/package.json packages/gateway-client/
COPY packages/ui/package.json packages/ui/
COPY apps/gateway/package.json apps/gateway/
COPY apps/busi/package.json apps/busi/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:app && npm run build -w @school-sports/gateway

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/packages/gateway-client/package.json packages/gateway-client/
COPY --from=build /app/packages/ui/package.json packages/ui/
COPY --from=build /app/apps/gateway/package.json apps/gateway/
COPY --from=build /app/apps/busi/package.json apps/busi/
COPY --from=build /app/e2e/package.json e2e/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w @school-sports/gateway && npm cache clean --force
COPY --from=build /app/apps/gateway/dist apps/gateway/dist
COPY --from=build /app/apps/gateway/drizzle apps/gateway/drizzle
COPY --from=build /app/apps/busi/dist apps/busi/dist
COPY --from=build /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc /usr/share/fonts/opentype/noto/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Without npm in between, SIGTERM reaches the gateway, which finishes requests under way first.
CMD ["node", "--max-semi-space-size=16", "--liftoff-only", "apps/gateway/dist/main.js"]
