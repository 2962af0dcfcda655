# One image runs the whole site (API + built web app). Build: docker build -t league .
# Run:   docker run -p 3000:3000 -v league-data:/data -e JWT_SECRET=... league
# Tools: compiled beside the server (no tsx in the image), on the same volume; stop the site's
#        container first when it uses the embedded database (one process holds its lock):
#        docker run --rm -v league-data:/data league node dist/admin-link.mjs you@example.org --create
#        (also dist/admin-remove.mjs, dist/backup.mjs, dist/restore.mjs, dist/matches-rebuild.mjs)
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm i -g pnpm@10.34.9
# Manifests first, so dependency layers are reused when only source changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml turbo.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/e2e/package.json apps/e2e/
COPY bench/package.json bench/
COPY tooling/tsconfig/package.json tooling/tsconfig/
COPY tooling/vitest/package.json tooling/vitest/
COPY packages/ packages/
RUN pnpm install --frozen-lockfile
COPY . .
# The server is compiled into one file (apps/api/scripts/build.mjs), each CLI tool into its
# own beside it; their `dependencies` (the embedded database, sharp, fastify…) are what the
# deploy installs next to them.
RUN pnpm --filter @league/web build \
 && pnpm --filter @league/api build \
 && pnpm --filter @league/api deploy --prod --legacy /deploy

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data WEB_DIST=/app/web
# Memory, as `npm start` runs the server (apps/api package.json; bench D, a match day in
# 512 MB): glibc keeps two malloc arenas instead of one per thread, and a set trim threshold
# also fixes its mmap threshold, so an image upload's decode buffers are unmapped when freed
# (they stayed resident otherwise, +150-200 MB for good); V8's heap is capped below what a
# 512 MB machine has left beside the embedded database.
ENV MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=4194304
WORKDIR /app/api
# The share images are SVGs drawn with the system's fonts (packages/reach): Latin and
# Devanagari (Noto), or the cards' text would not show at all in a slim image.
RUN apt-get update && apt-get install -y --no-install-recommends fontconfig fonts-dejavu-core fonts-noto-core && rm -rf /var/lib/apt/lists/*
COPY --from=build /deploy /app/api
COPY --from=build /app/apps/api/dist /app/api/dist
COPY --from=build /app/apps/web/dist/client /app/web
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Plain node runs the compiled server as PID 1, with its own SIGTERM handler: `docker stop`
# reaches the server itself, which drains within SHUTDOWN_GRACE_SECONDS (Docker waits 10 s).
CMD ["node", "--max-old-space-size=224", "dist/server.mjs"]
