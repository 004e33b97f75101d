#!/usr/bin/env bash
# Backup of Ferieplan's PostgreSQL database: one consistent snapshot (pg_dump runs in a single
# repeatable-read transaction, so the API may keep serving while it runs) in pg_dump's custom format.
#   DATABASE_URL=postgres://user:pass@host:5432/ferieplan tools/ops/backup.sh [file]
# Default file: ferieplan-<UTC timestamp>.dump in the current folder. Needs pg_dump of the server's
# major version or newer (Debian: postgresql-client-15).
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL mangler: hvilken database skal sikkerhetskopieres?}"
file="${1:-ferieplan-$(date -u +%Y%m%dT%H%M%SZ).dump}"
pg_dump --format=custom --no-owner --no-privileges --file="$file" "$DATABASE_URL"
echo "Sikkerhetskopi skrevet: $file ($(wc -c <"$file") byte)"
