# The portal as one image: the API serving the built shell and the three role remotes.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npx turbo run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
COPY --from=build /app /app
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=8", "graphql-api/dist/index.js"]
