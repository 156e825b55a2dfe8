# syntax=docker/dockerfile:1
#
# The university site and its /web API in containers (deploy/README.md is the
# operator's guide; compose.yaml runs the whole thing).
#
#   docker build --target runtime -t sapedar-web .    Node: API + detail pages (+ static files unless SERVE_STATIC=false)
#   docker build --target nginx   -t sapedar-nginx .  nginx with deploy/nginx.conf and this build's files and snippets
#
# Stage "build" makes everything once: the site (build/), the compiled server
# (server/dist/), and the nginx snippets that belong to this build (the CSP
# carries the hashes of this build's inline scripts). The two final images
# copy from it, so the site nginx serves and the site the replicas know are
# the same build.

ARG NODE_IMAGE=node:22-bookworm-slim
ARG NGINX_IMAGE=nginx:1.28-bookworm

# --- 0. toolchain: Node with a compiler, for `npm ci` ---------------------------
# better-sqlite3's install script fetches a prebuilt binary from GitHub and,
# when it cannot (no prebuild for this Node, or a build host that reaches
# only the npm registry and Debian's mirror), compiles it with node-gyp. That
# needs python3, make and g++, which the slim image lacks, and Node's
# headers, which it has in /usr/local/include/node (nodedir keeps node-gyp
# from downloading them). Only node_modules leaves these stages: the runtime
# image gets no compiler.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local

# --- 1. build ----------------------------------------------------------------
FROM toolchain AS build
WORKDIR /app
ENV CI=true
# The web editor's sign-in service, when it is not Decap's default: the
# editor's configuration and the /admin CSP snippet take it from the build.
ARG DECAP_AUTH_URL=
ENV DECAP_AUTH_URL=${DECAP_AUTH_URL}
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm run build:server \
 && mkdir -p /out/snippets \
 && npx tsx server/src/security-headers-cli.ts build > /out/snippets/university-security.conf \
 && npx tsx server/src/security-headers-cli.ts build --admin > /out/snippets/university-admin-security.conf \
 && npx tsx server/src/security-headers-cli.ts build --preview > /out/snippets/university-preview-security.conf \
 && npx tsx server/src/nginx-routes-cli.ts server > /out/snippets/university-routes.conf

# --- 2. production dependencies only ------------------------------------------
FROM toolchain AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts stay on: better-sqlite3 fetches or builds its native module
# (stage "toolchain").
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- 3. runtime: the Node replica ---------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SITE_DIR=/app/build \
    DATA_DIR=/app/data \
    IMAGE_VARIANTS_DIR=/app/var/image-variants
WORKDIR /app
COPY --from=deps  --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json /app/tsconfig.json ./
# The compiled server, and the built site it fills detail pages from.
COPY --from=build --chown=root:root /app/server/dist ./server/dist
COPY --from=build --chown=root:root /app/build ./build
# `npm run data:import` runs from the TypeScript sources with tsx (a
# production dependency): the import job of compose.yaml uses this image.
COPY --from=build --chown=root:root /app/server/src ./server/src
COPY --from=build --chown=root:root /app/content ./content
COPY --from=build --chown=root:root /app/data ./data
# Files belong to root and are read-only to the process; it writes only its
# log to stdout and the photos' small versions, which it makes from the
# build's photos, to IMAGE_VARIANTS_DIR: compose.yaml mounts a volume there
# that the replicas share and that outlives the containers (an SQLite
# DATABASE_URL needs a writable volume too).
RUN mkdir -p /app/var/image-variants && chown node:node /app/var/image-variants
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# What `npm run serve:prod` runs, without npm: npm would pass SIGTERM to the
# shell it runs the script in, not to the server, and the container would
# end with npm, killing the server mid-request. Run with an init (`docker
# run --init`, compose's `init: true`): it passes SIGTERM to the server,
# which finishes in-flight requests (SHUTDOWN_GRACE_MS) and exits.
CMD ["node", "--enable-source-maps", "server/dist/server/src/server.js"]

# --- 4. nginx in front --------------------------------------------------------
FROM ${NGINX_IMAGE} AS nginx
RUN rm -f /etc/nginx/conf.d/default.conf
# deploy/nginx.conf as it is, minus brotli_static (the official image has no
# ngx_brotli; the gzip twins are still sent), and with `http2 on;` in place
# of `listen ... http2`, which this nginx (1.25.1 and newer) warns about as
# deprecated at every start. The greps stop the build should the file's
# lines change so that the edit no longer applies.
COPY deploy/nginx.conf /tmp/university.conf
RUN sed -e '/^[[:space:]]*brotli_static on;/d' \
        -e 's/^\([[:space:]]*listen .*443\) ssl http2;$/\1 ssl;/' \
        -e 's/^\([[:space:]]*\)\(listen \[::\]:443 ssl;\)$/\1\2\n\1http2 on;/' \
        /tmp/university.conf > /etc/nginx/conf.d/university.conf \
 && grep -q '^[[:space:]]*http2 on;$' /etc/nginx/conf.d/university.conf \
 && ! grep -q '^[[:space:]]*\(brotli_static\|listen .* http2;\)' /etc/nginx/conf.d/university.conf \
 && rm /tmp/university.conf
COPY --from=build /out/snippets/ /etc/nginx/snippets/
# The replicas' addresses on the compose network (web1, web2).
COPY deploy/compose/upstreams.conf /etc/nginx/snippets/university-upstreams.conf
COPY --from=build /app/build /srv/university/build
# TLS: mount fullchain.pem and privkey.pem at /etc/ssl/university (compose.yaml).
EXPOSE 80 443
