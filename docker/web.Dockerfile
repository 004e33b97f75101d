# syntax=docker/dockerfile:1
# The static web apps (shell + remotes) behind nginx. One image holds every app; APP picks which one a
# container serves. Build from the repository root:
#   docker build -f docker/web.Dockerfile -t ferieplan-web .
#   docker run -e APP=shell -p 4200:8080 -v $PWD/docker/runtime:/runtime:ro ferieplan-web
# The shell's /remotes.json and /config.json are read from /runtime (mount them per environment).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN node tools/dev/lock-platform-entries.mjs \
 && npm ci --ignore-scripts --no-audit --no-fund \
 && npx nx run-many -t build --projects=@ferieplan/shell,@ferieplan/landing,@ferieplan/employee,@ferieplan/admin,@ferieplan/staffing --parallel=2

FROM nginx:1.27-alpine AS runtime
ENV APP=shell
COPY docker/nginx/app.conf.template /etc/nginx/ferieplan/app.conf.template
COPY docker/nginx/select-app.sh /docker-entrypoint.d/40-select-app.sh
COPY --from=build /app/apps/shell/dist /srv/shell
COPY --from=build /app/apps/landing/dist /srv/landing
COPY --from=build /app/apps/employee/dist /srv/employee
COPY --from=build /app/apps/admin/dist /srv/admin
COPY --from=build /app/apps/staffing/dist /srv/staffing
RUN chmod +x /docker-entrypoint.d/40-select-app.sh && mkdir -p /runtime
EXPOSE 8080
