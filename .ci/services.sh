#!/usr/bin/env bash
# Start (installing if needed) what the service tests use: Redis on 127.0.0.1:6379,
# PostgreSQL on 127.0.0.1:5432 with a database `test` that user postgres reaches without a
# password, Debian's chromium for the browser tests, and Tesseract's language data for the OCR
# tests (.ci/ocr.sh). Idempotent: whatever already
# answers is left alone. Needs root (apt-get) only for what is missing.
set -euo pipefail

need_apt=()
command -v redis-server >/dev/null || need_apt+=(redis-server)
command -v pg_ctlcluster >/dev/null || command -v pg_ctl >/dev/null || need_apt+=(postgresql)
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "services: installing ${need_apt[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

# Redis
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "services: starting redis-server"
  redis-server --bind 127.0.0.1 --port 6379 --daemonize yes --save "" --appendonly no
  for _ in $(seq 50); do redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && break; sleep 0.1; done
fi
redis-cli -h 127.0.0.1 ping >/dev/null

# PostgreSQL
if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  echo "services: starting PostgreSQL"
  if command -v pg_lsclusters >/dev/null; then
    cluster=$(pg_lsclusters -h | awk 'NR==1 {print $1" "$2}')
    if [ -z "$cluster" ]; then
      version=$(ls /usr/lib/postgresql | sort -n | tail -1)
      pg_createcluster "$version" main >/dev/null
      cluster="$version main"
    fi
    read -r version name <<<"$cluster"
    hba=/etc/postgresql/$version/$name/pg_hba.conf
    # test-only: trust local TCP connections, as the tests' URL has no password
    grep -q "dualpath-ci" "$hba" || sed -i '1i host all all 127.0.0.1/32 trust # dualpath-ci' "$hba"
    pg_ctlcluster --skip-systemctl-redirect "$version" "$name" start 2>/dev/null || pg_ctlcluster "$version" "$name" start
  else
    service postgresql start
  fi
  for _ in $(seq 100); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 0.1; done
fi
if ! psql -h 127.0.0.1 -U postgres -d test -c "select 1" >/dev/null 2>&1; then
  su postgres -c "createdb test" 2>/dev/null || createdb -h 127.0.0.1 -U postgres test
fi
psql -h 127.0.0.1 -U postgres -d test -c "select 1" >/dev/null
bash "$(dirname "$0")/ocr.sh"
echo "services: redis, postgresql (database test), chromium and tesseract are ready"
