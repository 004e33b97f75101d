#!/bin/sh
# Runs before nginx starts (nginx image entrypoint hook): the shell falls back to index.html for client
# routes; a remote answers 404 for unknown files.
set -eu
if [ "${APP}" = "shell" ]; then export FALLBACK=/index.html; else export FALLBACK==404; fi
envsubst '${APP} ${FALLBACK}' < /etc/nginx/ferieplan/app.conf.template > /etc/nginx/conf.d/default.conf
