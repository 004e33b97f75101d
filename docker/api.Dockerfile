# syntax=docker/dockerfile:1
# The Ferieplan API (NestJS on Fastify). Build from the repository root:
#   docker build -f docker/api.Dockerfile -t ferieplan-api .
# Runtime configuration by environment: DATABASE_URL (required in production), FIREBASE_PROJECT_ID,
# CORS_ORIGINS, APP_ORIGIN, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET (see README.md).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY tools/dev/lock-platform-entries.mjs tools/dev/
COPY apps/shell/package.json apps/shell/
COPY apps/landing/package.json apps/landing/
COPY apps/employee/package.json apps/employee/
COPY apps/admin/package.json apps/admin/
COPY apps/staffing/package.json apps/staffing/
COPY apps/e2e/package.json apps/e2e/
COPY libs/contracts/package.json libs/contracts/
COPY libs/holidays/package.json libs/holidays/
COPY libs/vacation-rules/package.json libs/vacation-rules/
COPY libs/texts/package.json libs/texts/
COPY libs/auth-store/package.json libs/auth-store/
COPY libs/api-client/package.json libs/api-client/
COPY libs/ui/package.json libs/ui/
COPY services/api/package.json services/api/
COPY tools/package.json tools/
# Only what the API build needs: its workspace and the shared libs (no browsers, no firebase-tools).
RUN node tools/dev/lock-platform-entries.mjs \
 && npm ci --ignore-scripts --no-audit --no-fund \
      -w services/api -w libs/contracts -w libs/holidays -w libs/vacation-rules -w libs/texts --include-workspace-root
COPY tsconfig.base.json ./
COPY libs/contracts libs/contracts
COPY libs/holidays libs/holidays
COPY libs/vacation-rules libs/vacation-rules
COPY libs/texts libs/texts
COPY services/api services/api
RUN npm run build -w libs/contracts -w libs/holidays -w libs/vacation-rules -w libs/texts -w services/api \
 && npm prune --omit=dev -w services/api -w libs/contracts -w libs/holidays -w libs/vacation-rules -w libs/texts

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/libs/contracts/package.json libs/contracts/
COPY --from=build --chown=node:node /app/libs/contracts/dist libs/contracts/dist
COPY --from=build --chown=node:node /app/libs/holidays/package.json libs/holidays/
COPY --from=build --chown=node:node /app/libs/holidays/dist libs/holidays/dist
COPY --from=build --chown=node:node /app/libs/vacation-rules/package.json libs/vacation-rules/
COPY --from=build --chown=node:node /app/libs/vacation-rules/dist libs/vacation-rules/dist
COPY --from=build --chown=node:node /app/libs/texts/package.json libs/texts/
COPY --from=build --chown=node:node /app/libs/texts/dist libs/texts/dist
COPY --from=build --chown=node:node /app/services/api/package.json services/api/
COPY --from=build --chown=node:node /app/services/api/dist services/api/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "services/api/dist/main.js"]
