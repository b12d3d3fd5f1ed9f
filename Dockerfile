# syntax=docker/dockerfile:1
# Production image: build in one stage, run with production dependencies only, as a non-root user.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# package-lock.json is written by the npm that package.json's "packageManager" names (npm 11); this
# image's own npm 10 resolves vite 8's optional esbuild peer differently and refuses the lock, so
# install that npm first. `npm ci` then installs exactly what the lock pins.
RUN npm install -g "$(node -p "require('./package.json').packageManager")" --no-audit --no-fund \
    && npm ci --no-audit --no-fund

FROM deps AS build
WORKDIR /app
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The share cards (og:image) are drawn with DejaVu Sans; the slim image has no fonts at all.
RUN apt-get update \
    && apt-get install -y --no-install-recommends fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
RUN groupadd --system roadies && useradd --system --gid roadies --home-dir /app roadies \
    && mkdir -p /data /backups && chown roadies:roadies /data /backups
COPY --from=build --chown=roadies:roadies /app/node_modules ./node_modules
COPY --from=build --chown=roadies:roadies /app/build ./build
COPY --from=build --chown=roadies:roadies /app/public ./public
COPY --from=build --chown=roadies:roadies /app/db ./db
COPY --from=build --chown=roadies:roadies /app/scripts ./scripts
COPY --from=build --chown=roadies:roadies /app/server ./server
COPY --from=build --chown=roadies:roadies /app/app/utils ./app/utils
# The first start's demo seed maps the Printify demo catalogue with the app's own mapping.
COPY --from=build --chown=roadies:roadies /app/app/models ./app/models
# Prices and dates in the seed's texts are written in the group's language (the compiled catalogues' runtime).
COPY --from=build --chown=roadies:roadies /app/app/i18n/paraglide ./app/i18n/paraglide
COPY --from=build --chown=roadies:roadies /app/package.json ./package.json
USER roadies
EXPOSE 3000
# The embedded database lives here when DATABASE_URL is not set (one container only). /backups is
# made here, owned by the app, for a volume mounted there (compose.yaml's BACKUP_DIR): a fresh named
# volume takes the owner of the folder it is mounted on.
VOLUME ["/data"]
# DATABASE_URL, SESSION_SECRET, APP_URL, OIDC_*, SMTP_* and the branding come from the environment.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Migrate in a short-lived process, then exec the server so SIGTERM reaches it.
CMD ["npm", "run", "serve"]
