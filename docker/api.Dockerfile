# syntax=docker/dockerfile:1
# The Ferieplan API (NestJS on Fastify). From the repository root:
#   docker build -f docker/api.Dockerfile -t ferieplan-api .
# Base image: NODE_IMAGE (default the official Node 24 LTS image); on a machine without a registry
# tools/containers/build-images.mjs passes a local stand-in. Environment: see README.md "Deploy".
ARG NODE_IMAGE=node:24-bookworm-slim

# Only the manifests, so that the install layers below are reused until a package.json or the lock changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests \; \
 && cp --parents package-lock.json .npmrc tools/dev/lock-platform-entries.mjs /manifests

# Everything the build needs: the API's dependencies (with the shared libs it uses) and the root tools.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /manifests ./
RUN node tools/dev/lock-platform-entries.mjs \
 && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error -w services/api --include-workspace-root
COPY tsconfig.base.json nx.json ./
COPY libs libs
COPY services/api services/api
# Nx builds the shared libs the API depends on first (tsc), then the API.
RUN NX_DAEMON=false NX_NO_CLOUD=true npx nx run @ferieplan/api:build --outputStyle=static --skipNxCache \
 && for lib in libs/*/; do mkdir -p "/out/$lib" && cp "$lib/package.json" "/out/$lib" \
      && if [ -d "$lib/dist" ]; then cp -r "$lib/dist" "/out/$lib"; fi; done \
 && mkdir -p /out/services/api/scripts && cp -r services/api/package.json services/api/openapi.json services/api/dist /out/services/api/ \
 && cp services/api/scripts/warm-compile-cache.mjs /out/services/api/scripts/

# Production dependencies only: no compilers, test tools or web packages, and no optional ones (the
# embedded database's binaries and firebase-admin's Firestore/Storage clients: production uses
# DATABASE_URL and only Firebase Authentication).
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY --from=manifests /manifests ./
RUN node tools/dev/lock-platform-entries.mjs \
 && npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund --loglevel=error -w services/api \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=production-dependencies /app/package.json ./
# The workspace links in node_modules/@ferieplan point at libs/*: their manifests and builds, and the API's.
COPY --from=build /out ./
# Node 24's compile cache, written here as the user the API runs as (Node keeps one folder per user id):
# a new replica reads the bundle's compiled code instead of compiling it (start 0.87x, README "Images").
# Read-only at run time like the rest of the pod's root filesystem; what it lacks is compiled as before.
ENV NODE_COMPILE_CACHE=/app/node-compile-cache
RUN mkdir "$NODE_COMPILE_CACHE" && chown node:node "$NODE_COMPILE_CACHE"
WORKDIR /app/services/api
USER node
RUN node scripts/warm-compile-cache.mjs
EXPOSE 3000
# Readiness: 503 while draining after SIGTERM or while the database does not answer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# A young generation of up to 2 x 64 MiB (V8's default semi-space is 16 MiB): far fewer scavenges under
# load (GC 9% -> 3% of the API's CPU on the admin's default view, tools/bench/api.mjs) for up to ~100 MiB
# more resident memory at peak (the pod's limit is 512Mi). README "Images".
# dist/bundle/main.js: the API bundled by esbuild (services/api/scripts/bundle.mjs), a new replica's start
# (issue 28). Stack traces in the logs name the TypeScript lines: main.ts maps them when one is written
# (observability/source-mapped-stacks.ts), not --enable-source-maps, which reads every map at start.
CMD ["node", "--max-semi-space-size=64", "dist/bundle/main.js"]
