# One image recipe for every part; docker-compose.yml picks the target.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY commerce/package.json commerce/
COPY adapters/package.json adapters/
COPY storefront/package.json storefront/
COPY shared/package.json shared/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build -w adapters && npm run build -w storefront && cd commerce && npx medusa build

# Medusa: the same image runs as `server` (HTTP, scaled out) or `worker` (jobs, events).
FROM node:20-bookworm-slim AS commerce
ENV NODE_ENV=production MEDUSA_DISABLE_TELEMETRY=true
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/commerce/.medusa/server commerce/.medusa/server
COPY --from=build /app/shared shared
WORKDIR /app/commerce/.medusa/server
EXPOSE 9000
CMD ["node", "/app/node_modules/@medusajs/cli/cli.js", "start"]

# The shop server with the built storefront; stateless, scaled out.
FROM node:20-bookworm-slim AS shop
ENV NODE_ENV=production STOREFRONT_DIR=/app/storefront/dist HOST=0.0.0.0 PORT=8000
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/adapters/dist adapters/dist
COPY --from=build /app/adapters/package.json adapters/package.json
COPY --from=build /app/shared shared
COPY --from=build /app/storefront/dist storefront/dist
EXPOSE 8000
CMD ["node", "--max-semi-space-size=32", "adapters/dist/main.js"]
