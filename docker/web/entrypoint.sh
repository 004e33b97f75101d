#!/bin/sh
# Renders the nginx server block of this app from the environment, then runs nginx in the foreground.
#   APP         shell | landing | employee | admin | staffing (set by the image)
#   PORT        port to listen on (8080)
#   BASE_PATH   URL path the build is served under (/): a release of a remote beside another, e.g. /r2/
# Paths (defaults for the image; the rehearsal without podman runs this script with its own):
#   APP_DIR (/srv/app), RUNTIME_DIR (/runtime), STATE_DIR (/tmp/ferieplan), NGINX_CONF (/etc/ferieplan/nginx.conf),
#   ACCESS_LOG (/dev/stdout; a file where stdout is a socket, which nginx cannot open)
# The shell also serves the deployment files, from /runtime/<file> when mounted (read per request, so a
# new remotes.json re-points the shell without a restart), else generated from the environment:
#   API_BASE_URL (required), FIREBASE_API_KEY + FIREBASE_PROJECT_ID [+ FIREBASE_AUTH_DOMAIN, FIREBASE_MICROSOFT_TENANT] for real
#   Firebase, or FIREBASE_AUTH_EMULATOR_URL for the Auth emulator (demo project), SITE_MAKER, SITE_ORGNR,
#   SITE_HOSTING_NAME, SITE_HOSTING_URL (footer), REMOTES="landing=<manifest URL>,employee=...".
# Its Content-Security-Policy allows exactly the remotes' origins, the API and the identity provider.
set -eu

: "${APP:?APP is not set}"
PORT="${PORT:-8080}"
BASE_PATH="/$(printf '%s' "${BASE_PATH:-/}" | sed 's#^/*##; s#/*$##')/"
BASE_PATH="$(printf '%s' "$BASE_PATH" | sed 's#^//$#/#')"
APP_DIR="${APP_DIR:-/srv/app}"
RUNTIME="${RUNTIME_DIR:-/runtime}"
OUT="${STATE_DIR:-/tmp/ferieplan}"
mkdir -p "$OUT/runtime"
sed "s#STATE_DIR#$OUT#g; s#ACCESS_LOG#${ACCESS_LOG:-/dev/stdout}#g" "${NGINX_CONF:-/etc/ferieplan/nginx.conf}" >"$OUT/nginx.conf"

fail() { echo "ferieplan-$APP: $*" >&2; exit 1; }
json_string() { printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"; }
# The origin (scheme://host[:port]) of every URL in a file or string.
origins() { grep -o 'https\?://[^/"[:space:],]*' | sort -u | tr '\n' ' '; }
json_value() { grep -o "\"$1\" *: *\"[^\"]*\"" "$2" | head -n 1 | sed 's/.*: *"//; s/"$//'; }

# The files: served from BASE_PATH (a link inside /tmp keeps the image's files where they are).
if [ "$BASE_PATH" = / ]; then
  ROOT="$APP_DIR"
else
  ROOT="$OUT/www"
  mkdir -p "$ROOT$(dirname "${BASE_PATH%/}")"
  ln -sfn "$APP_DIR" "$ROOT${BASE_PATH%/}"
fi

HEADERS="$OUT/headers.conf"
{
  echo 'add_header X-Content-Type-Options "nosniff" always;'
  echo 'add_header Referrer-Policy "strict-origin-when-cross-origin" always;'
} >"$HEADERS"

SHELL_LOCATIONS=""
if [ "$APP" = shell ]; then
  # /config.json
  if [ ! -f "$RUNTIME/config.json" ]; then
    : "${API_BASE_URL:?API_BASE_URL is required for the shell (the API address browsers call)}"
    if [ -n "${FIREBASE_AUTH_EMULATOR_URL:-}" ]; then
      firebase="\"apiKey\": \"demo-api-key\", \"authDomain\": \"demo-ferieplan.firebaseapp.com\", \"projectId\": \"${FIREBASE_PROJECT_ID:-demo-ferieplan}\", \"authEmulatorUrl\": $(json_string "$FIREBASE_AUTH_EMULATOR_URL")"
    else
      [ -n "${FIREBASE_API_KEY:-}" ] && [ -n "${FIREBASE_PROJECT_ID:-}" ] ||
        fail "FIREBASE_API_KEY and FIREBASE_PROJECT_ID are required (or FIREBASE_AUTH_EMULATOR_URL for the emulator)"
      firebase="\"apiKey\": $(json_string "$FIREBASE_API_KEY"), \"authDomain\": $(json_string "${FIREBASE_AUTH_DOMAIN:-$FIREBASE_PROJECT_ID.firebaseapp.com}"), \"projectId\": $(json_string "$FIREBASE_PROJECT_ID")"
      # 'Logg inn med Microsoft' for one Entra ID tenant (README: Company sign-in).
      if [ -n "${FIREBASE_MICROSOFT_TENANT:-}" ]; then
        firebase="$firebase, \"microsoftTenant\": $(json_string "$FIREBASE_MICROSOFT_TENANT")"
      fi
    fi
    site=""
    for pair in maker:SITE_MAKER orgnr:SITE_ORGNR hostingName:SITE_HOSTING_NAME hostingUrl:SITE_HOSTING_URL; do
      value="$(printenv "${pair#*:}" || true)"
      [ -n "$value" ] && site="$site${site:+, }\"${pair%%:*}\": $(json_string "$value")"
    done
    {
      printf '{ "apiBaseUrl": %s, ' "$(json_string "$API_BASE_URL")"
      [ -n "$site" ] && printf '"site": { %s }, ' "$site"
      printf '"firebase": { %s } }\n' "$firebase"
    } >"$OUT/runtime/config.json"
  fi
  # /remotes.json
  if [ ! -f "$RUNTIME/remotes.json" ]; then
    : "${REMOTES:?REMOTES is required for the shell (landing=<manifest URL>,employee=...) or mount /runtime/remotes.json}"
    entries=""
    for pair in $(printf '%s' "$REMOTES" | tr ',' ' '); do
      entries="$entries${entries:+, }$(json_string "${pair%%=*}"): $(json_string "${pair#*=}")"
    done
    printf '{ %s }\n' "$entries" >"$OUT/runtime/remotes.json"
  fi

  config="$RUNTIME/config.json"; [ -f "$config" ] || config="$OUT/runtime/config.json"
  remotes="$RUNTIME/remotes.json"; [ -f "$remotes" ] || remotes="$OUT/runtime/remotes.json"
  remote_origins="$(origins <"$remotes")"
  api_origin="$(json_value apiBaseUrl "$config" | origins)"
  emulator="$(json_value authEmulatorUrl "$config" | origins)"
  if [ -n "$emulator" ]; then
    idp_connect="$emulator"; idp_frame="$emulator"
  else
    idp_connect="https://identitytoolkit.googleapis.com https://securetoken.googleapis.com"
    idp_frame="https://$(json_value authDomain "$config")"
  fi
  csp="default-src 'self'; script-src 'self' $remote_origins https://apis.google.com; style-src 'self' 'unsafe-inline' $remote_origins; img-src 'self' data: $remote_origins; font-src 'self' data: $remote_origins; connect-src 'self' $remote_origins $api_origin $idp_connect; frame-src $idp_frame; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
  csp="$(printf '%s' "$csp" | tr -s ' ' | sed 's/ ;/;/g')"
  {
    echo "add_header Content-Security-Policy \"$csp\" always;"
    echo 'add_header X-Frame-Options "DENY" always;'
    # Google sign-in's popup reports back to this window.
    echo 'add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;'
    echo 'add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=()" always;'
  } >>"$HEADERS"
  SHELL_LOCATIONS="
    # Deployment files: a mounted /runtime file wins (read per request), else the one made from the environment.
    # Sent without validators (no ETag, If-Modified-Since ignored), so no-cache means a full fetch each time: a
    # rollback written within the same second as the release has the same size and mtime, and a 304 would
    # keep the browser on the release just rolled back."
  for file in config.json remotes.json; do
    SHELL_LOCATIONS="$SHELL_LOCATIONS
    location = ${BASE_PATH}$file {
        root /;
        try_files $RUNTIME/$file $OUT/runtime/$file =404;
        etag off;
        if_modified_since off;
        include $HEADERS;
        add_header Cache-Control \"no-cache\" always;
    }"
  done
  FALLBACK="${BASE_PATH}index.html"
  # /, /pricing, /login and /opprett-konto: the pages prerendered by the build (tools/rspack/prerendered-pages.mjs),
  # so they paint from the first response; a build without them falls back to index.html. Their footer gets
  # the operator's details (SITE_*) here, escaped (fill-site.awk), so they show before any script runs; a
  # mounted config.json is read per request instead, so then the pages are served as built (the footer
  # shows its details once the shell runs).
  mkdir -p "$OUT/pages"
  for page in ":index" "pricing:pricing" "login:login" "opprett-konto:opprett-konto"; do
    built="$APP_DIR/pages/${page#*:}.html"
    rm -f "$OUT/pages/${page#*:}.html"
    site_set="${SITE_MAKER:-}${SITE_ORGNR:-}${SITE_HOSTING_NAME:-}${SITE_HOSTING_URL:-}"
    if [ -f "$built" ] && [ -f "$APP_DIR/pages/footers.txt" ] && [ ! -f "$RUNTIME/config.json" ] && [ -n "$site_set" ]; then
      awk -f "$(dirname "$0")/fill-site.awk" "$APP_DIR/pages/footers.txt" "$built" >"$OUT/pages/${page#*:}.html"
    elif [ -f "$built" ]; then
      cp "$built" "$OUT/pages/${page#*:}.html"
    fi
    SHELL_LOCATIONS="$SHELL_LOCATIONS
    location = ${BASE_PATH}${page%%:*} {
        root /;
        try_files $OUT/pages/${page#*:}.html $FALLBACK;
        include $HEADERS;
        add_header Cache-Control \"no-cache\" always;
    }"
  done
else
  # A remote's files are fetched by the shell's origin.
  echo 'add_header Access-Control-Allow-Origin "*" always;' >>"$HEADERS"
  echo 'add_header Cross-Origin-Resource-Policy "cross-origin" always;' >>"$HEADERS"
  FALLBACK="=404"
fi

# add_header in a location replaces the server's, so every location includes the same headers file.
cat >"$OUT/site.conf" <<CONF
server {
    listen $PORT;
    root $ROOT;
    absolute_redirect off;
$SHELL_LOCATIONS

    # Content-hashed chunks never change under their name.
    location ~ "\.[0-9a-f]{8}\.(js|css)\$" {
        try_files \$uri =404;
        include $HEADERS;
        add_header Cache-Control "public, max-age=31536000, immutable" always;
    }
    # Entry points (mf-manifest.json, remoteEntry.js, index.html) and other files: always revalidated,
    # so a new release is picked up on the next navigation or reload.
    location ~ "\.(js|mjs|css|json|map|svg|png|ico|txt|webmanifest)\$" {
        try_files \$uri =404;
        include $HEADERS;
        add_header Cache-Control "no-cache" always;
    }
    location / {
        try_files \$uri $FALLBACK;
        include $HEADERS;
        add_header Cache-Control "no-cache" always;
    }
}
CONF

nginx -t -q -c "$OUT/nginx.conf"
echo "ferieplan-$APP: serving ${BASE_PATH} on port $PORT"
exec nginx -c "$OUT/nginx.conf" -g 'daemon off;'
