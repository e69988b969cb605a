# The shop in one container: Node 20, the compiled server, the built storefront and editors' panel.
FROM node:20-bookworm-slim

WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build

ENV NODE_ENV=production \
    PORT=3000 \
    UPLOADS_DIR=/data/uploads \
    MALLOC_ARENA_MAX=2
EXPOSE 3000

HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"

# --conditions=production: docs/decisions/0002-node-conditions.md; the young generation and
# MALLOC_ARENA_MAX (above) as `npm start` sets them: docs/decisions/0036-memory.md
CMD ["node", "--conditions=production", "--max-semi-space-size=4", "dist/server/server.mjs"]
