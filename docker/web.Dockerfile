# syntax=docker/dockerfile:1
# One deployable web app per image: APP = shell | landing | employee | admin | staffing. From the root:
#   docker build -f docker/web.Dockerfile --build-arg APP=admin -t ferieplan-admin:<release> .
# Only that app is built (the install layer is shared by all five), so a team ships its remote alone.
# Base images: NODE_IMAGE to build, NGINX_IMAGE to serve (defaults: the official images); on a machine
# without a registry tools/containers/build-images.mjs passes local stand-ins.
# Runtime settings (PORT, BASE_PATH, and the shell's API_BASE_URL, FIREBASE_*, REMOTES, SITE_*): see
# docker/web/entrypoint.sh and README.md "Deploy".
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginx:1.28-bookworm

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests \; \
 && cp --parents package-lock.json .npmrc tools/dev/lock-platform-entries.mjs /manifests

# The web apps' dependencies and the build tools at the root (rspack, Module Federation): one layer for all.
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY --from=manifests /manifests ./
RUN node tools/dev/lock-platform-entries.mjs \
 && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error --include-workspace-root \
      -w apps/shell -w apps/landing -w apps/employee -w apps/admin -w apps/staffing

FROM dependencies AS build
ARG APP
RUN test -n "$APP" || { echo "--build-arg APP=shell|landing|employee|admin|staffing is required" >&2; exit 1; }
COPY tsconfig.base.json tsconfig.web.json ./
COPY tools/rspack tools/rspack
COPY tools/kit/ports.mjs tools/kit/runtime-config.mjs tools/kit/
COPY libs libs
COPY apps/${APP} apps/${APP}
# The shell's build prerenders the landing remote's / and /pricing into its HTML (tools/rspack/prerender-plugin.mjs).
COPY apps/landing/src apps/landing/src
# The libs are compiled from their sources by rspack (the `source` export condition).
RUN npm run build -w apps/${APP} \
 && find apps/${APP}/dist -name '*.map' -delete

FROM ${NGINX_IMAGE} AS runtime
ARG APP
ENV APP=${APP} PORT=8080
COPY docker/web/nginx.conf /etc/ferieplan/nginx.conf
COPY docker/web/entrypoint.sh docker/web/fill-site.awk /etc/ferieplan/
COPY --from=build /app/apps/${APP}/dist /srv/app
# nginx's own user (101 in the official image and the stand-in); it writes only to /tmp.
USER 101
EXPOSE 8080
ENTRYPOINT ["/etc/ferieplan/entrypoint.sh"]
