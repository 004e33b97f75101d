#!/usr/bin/env bash
# Restores a backup made by tools/ops/backup.sh into an EMPTY database, all or nothing (one
# transaction; the first error stops it). Point the API's DATABASE_URL at it afterwards: migrations
# newer than the backup run at the API's start.
#   tools/ops/restore.sh FILE postgres://user:pass@host:5432/ferieplan_restored
# Create the target first (createdb ferieplan_restored). It refuses a database that has tables, so a
# restore never mixes with live data.
set -euo pipefail
file="${1:?Bruk: restore.sh FIL MÅL-URL}"
target="${2:?Bruk: restore.sh FIL MÅL-URL}"
tables=$(psql --no-psqlrc --tuples-only --no-align --dbname="$target" \
  --command="SELECT count(*) FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')")
if [ "$tables" != "0" ]; then
  echo "Måldatabasen har allerede $tables tabeller: gjenoppretting gjøres bare til en tom database." >&2
  exit 1
fi
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target" "$file"
echo "Gjenopprettet $file til $(echo "$target" | sed -E 's#//[^@]*@#//#')"
