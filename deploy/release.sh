#!/usr/bin/env bash
# Releases the site on a host that runs it with systemd (deploy/README.md,
# "Without containers"): build → publish → import → rolling restart.
#
#   deploy/release.sh [--dry-run] [--no-build] [--no-import] [--restart-only]
#
#  1. build    in the checkout this script is in: npm ci, npm run build,
#              npm run build:server, and the nginx snippets of this build;
#  2. publish  copy the checkout (production dependencies only) to
#              $SITE_ROOT/releases/<time>, check nginx's configuration with the
#              new snippets, point $SITE_ROOT/previous at the release being
#              replaced (nginx serves its hashed assets to pages still open)
#              and $SITE_ROOT/current at the new one, and reload nginx;
#  3. import   npm run data:import on the release's data/ against the
#              database of $ENV_FILE; every replica switches to it within
#              DB_CHECK_INTERVAL_MS;
#  4. restart  once every replica answers /healthz and nginx has had
#              fail_timeout to take back any that failed lately, each
#              replica (sapedar-web@<port>) in turn: SIGTERM lets it
#              finish its requests while nginx sends new ones to the others;
#              the next one is restarted only once /healthz of this one
#              answers 200 and nginx has taken it back: nginx leaves a
#              replica whose connections failed out for fail_timeout, so
#              restarting the next one sooner could leave it none. A replica
#              that does not come back stops the release with the others
#              still serving.
#
# --dry-run prints every command instead of running it; --restart-only does
# step 4 alone (after a change to the env file, say). Settings, from the
# environment:
#   SITE_ROOT      /srv/university (nginx's root is $SITE_ROOT/build, a link
#                  to current/build)
#   REPLICA_PORTS  "3000 3001" (the instances of sapedar-web@.service, and
#                  the lines of /etc/nginx/snippets/university-upstreams.conf)
#   UNIT           sapedar-web
#   ENV_FILE       /etc/sapedar/web.env (DATABASE_URL for the import)
#   NGINX_SNIPPETS /etc/nginx/snippets
#   HEALTH_TIMEOUT 60 (seconds to wait for a replica's /healthz)
#   NGINX_FAIL_TIMEOUT 10 (fail_timeout of the upstream lines, in seconds)
#   KEEP_RELEASES  5
set -euo pipefail

SITE_ROOT=${SITE_ROOT:-/srv/university}
REPLICA_PORTS=${REPLICA_PORTS:-"3000 3001"}
UNIT=${UNIT:-sapedar-web}
ENV_FILE=${ENV_FILE:-/etc/sapedar/web.env}
NGINX_SNIPPETS=${NGINX_SNIPPETS:-/etc/nginx/snippets}
HEALTH_TIMEOUT=${HEALTH_TIMEOUT:-60}
NGINX_FAIL_TIMEOUT=${NGINX_FAIL_TIMEOUT:-10}
# nginx's clock for fail_timeout counts whole seconds: the margin on top of it.
SETTLE=2
KEEP_RELEASES=${KEEP_RELEASES:-5}

dry_run=0
do_build=1
do_publish=1
do_import=1
for arg in "$@"; do
  case "$arg" in
    --dry-run) dry_run=1 ;;
    --no-build) do_build=0 ;;
    --no-import) do_import=0 ;;
    --restart-only) do_build=0 do_publish=0 do_import=0 ;;
    -h | --help)
      sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "release: unknown option: $arg (see --help)" >&2
      exit 2
      ;;
  esac
done

checkout=$(cd "$(dirname "$0")/.." && pwd)
release="$SITE_ROOT/releases/$(date -u +%Y%m%dT%H%M%SZ)"

log() { printf 'release: %s\n' "$*" >&2; }

# Runs a command, or prints it under --dry-run.
run() {
  if [ "$dry_run" -eq 1 ]; then
    printf '+' >&2
    printf ' %q' "$@" >&2
    printf '\n' >&2
  else
    "$@"
  fi
}

# Runs a command whose output goes to a file (printed under --dry-run).
run_to() {
  local target=$1
  shift
  if [ "$dry_run" -eq 1 ]; then
    printf '+' >&2
    printf ' %q' "$@" >&2
    printf ' > %q\n' "$target" >&2
  else
    "$@" > "$target"
  fi
}

# Waits until http://127.0.0.1:<port>/healthz answers 200.
wait_healthy() {
  local port=$1 deadline=$((SECONDS + HEALTH_TIMEOUT))
  if [ "$dry_run" -eq 1 ]; then
    log "would wait up to ${HEALTH_TIMEOUT}s for http://127.0.0.1:$port/healthz to answer 200"
    return 0
  fi
  while [ "$SECONDS" -lt "$deadline" ]; do
    if curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port/healthz"; then
      return 0
    fi
    sleep 1
  done
  return 1
}

tools="curl systemctl"
if [ "$do_publish" -eq 1 ]; then tools="$tools npm rsync nginx"; fi
for tool in $tools; do
  if ! command -v "$tool" > /dev/null 2>&1; then
    if [ "$dry_run" -eq 1 ]; then
      log "note: $tool is not installed here (needed for a real run)"
    else
      log "$tool is needed and not installed"
      exit 1
    fi
  fi
done

# --- 1. build ---------------------------------------------------------------------
cd "$checkout"
if [ "$do_build" -eq 1 ]; then
  log "building in $checkout"
  run npm ci --no-audit --no-fund
  run npm run build
  run npm run build:server
fi

# --- 2. publish ---------------------------------------------------------------------
publish() {
  log "publishing $release"
  run mkdir -p "$release"
  run rsync -a --delete --exclude .git --exclude var --exclude .env "$checkout/" "$release/"
  run npm --prefix "$release" prune --omit=dev --no-audit --no-fund
  # The snippets belong to this build (the CSP lists its inline scripts' hashes).
  tsx="$release/node_modules/.bin/tsx"
  run_to "$NGINX_SNIPPETS/university-security.conf.new" "$tsx" "$release/server/src/security-headers-cli.ts" "$release/build"
  run_to "$NGINX_SNIPPETS/university-admin-security.conf.new" "$tsx" "$release/server/src/security-headers-cli.ts" "$release/build" --admin
  run_to "$NGINX_SNIPPETS/university-preview-security.conf.new" "$tsx" "$release/server/src/security-headers-cli.ts" "$release/build" --preview
  run_to "$NGINX_SNIPPETS/university-routes.conf.new" "$tsx" "$release/server/src/nginx-routes-cli.ts" server
  snippets="university-security university-admin-security university-preview-security university-routes"
  for name in $snippets; do
    if [ -e "$NGINX_SNIPPETS/$name.conf" ]; then run cp -p "$NGINX_SNIPPETS/$name.conf" "$NGINX_SNIPPETS/$name.conf.prev"; fi
    run mv "$NGINX_SNIPPETS/$name.conf.new" "$NGINX_SNIPPETS/$name.conf"
  done
  if ! run nginx -t; then
    log "nginx refuses the new snippets; putting the previous ones back (nothing else changed)"
    for name in $snippets; do
      if [ -e "$NGINX_SNIPPETS/$name.conf.prev" ]; then run mv "$NGINX_SNIPPETS/$name.conf.prev" "$NGINX_SNIPPETS/$name.conf"; fi
    done
    exit 1
  fi
  # nginx serves the hashed bundles of the release being replaced from
  # previous/ (deploy/nginx.conf, @previous_assets), for its pages still open.
  if [ -L "$SITE_ROOT/current" ]; then
    run ln -sfn "$(readlink -f "$SITE_ROOT/current")" "$SITE_ROOT/previous.new"
    run mv -T "$SITE_ROOT/previous.new" "$SITE_ROOT/previous"
  fi
  # One rename switches both links (build → current/build).
  run ln -sfn "$release" "$SITE_ROOT/current.new"
  run mv -T "$SITE_ROOT/current.new" "$SITE_ROOT/current"
  if [ "$dry_run" -eq 1 ] || [ ! -L "$SITE_ROOT/build" ]; then
    run ln -sfn current/build "$SITE_ROOT/build"
  fi
  run systemctl reload nginx
}
if [ "$do_publish" -eq 1 ]; then publish; fi

# --- 3. import ------------------------------------------------------------------------
if [ "$do_import" -eq 1 ]; then
  log "importing $release/data with the settings of $ENV_FILE"
  # The env file holds DATABASE_URL; the import reads it from the environment.
  run env -C "$release" bash -c 'set -a; . "$1"; set +a; exec npm run --silent data:import' import "$ENV_FILE"
fi

# --- 4. rolling restart ------------------------------------------------------------
# Before the first restart every replica must be up, and nginx must have taken
# back any that failed lately (one that crashed and that systemd just started
# again): nginx keeps a replica out for fail_timeout after its last failed
# connection, and restarting another one meanwhile would leave it none. A
# replica that answers /healthz now failed, if ever, before now, so once all
# answer, fail_timeout later nginx has them all. nginx keeps that time in whole
# seconds and counts the second of the failure too: a replica that failed at
# 12:00:04.9 is left out until 12:00:08, so each wait is fail_timeout plus
# SETTLE seconds (with fail_timeout alone, a restart that began in the same
# second as the previous replica's last refused connection found nginx with
# no replica to send to).
settle_wait=$((NGINX_FAIL_TIMEOUT + SETTLE))
for port in $REPLICA_PORTS; do
  if ! wait_healthy "$port"; then
    log "$UNIT@$port does not answer /healthz; restarting none (the others would be left alone under the load)"
    exit 1
  fi
done
log "every replica is healthy; waiting ${settle_wait}s so that nginx has taken back any that failed lately"
run sleep "$settle_wait"
set -- $REPLICA_PORTS
while [ "$#" -gt 0 ]; do
  port=$1
  shift
  log "restarting $UNIT@$port"
  run systemctl restart "$UNIT@$port"
  if ! wait_healthy "$port"; then
    log "$UNIT@$port did not answer /healthz within ${HEALTH_TIMEOUT}s; stopping here (the others still serve the previous release)"
    log "see: journalctl -u $UNIT@$port -n 50"
    exit 1
  fi
  log "$UNIT@$port is healthy"
  if [ "$#" -gt 0 ]; then
    # nginx counted the refused connections of the restart as failures and
    # tries this replica again only after fail_timeout (see above).
    log "waiting ${settle_wait}s for nginx to send requests to $UNIT@$port again"
    run sleep "$settle_wait"
  fi
done

# --- old releases -------------------------------------------------------------------
if [ "$do_publish" -eq 1 ] && [ -d "$SITE_ROOT/releases" ]; then
  # Newest first; names are UTC times, so they sort.
  old=$(find "$SITE_ROOT/releases" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort -r | tail -n +"$((KEEP_RELEASES + 1))")
  for name in $old; do
    run rm -rf "$SITE_ROOT/releases/$name"
  done
fi
if [ "$do_publish" -eq 1 ]; then log "done: $release"; else log "done: replicas restarted"; fi
