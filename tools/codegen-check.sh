#!/usr/bin/env bash
# Fails when graphql-api/schema.graphql or mfe-shared/src/generated/ is out of date with the
# server's schema and the .graphql operations (it regenerates them, so a second run passes).
set -euo pipefail
cd "$(dirname "$0")/.."
digest() { find graphql-api/schema.graphql mfe-shared/src/generated -type f 2>/dev/null | sort | xargs cat 2>/dev/null | sha256sum; }
before=$(digest)
npm run --silent codegen >/dev/null
after=$(digest)
if [ "$before" != "$after" ]; then
  echo "codegen:check: the generated GraphQL code was out of date; it has been regenerated, commit it." >&2
  exit 1
fi
echo "codegen:check: generated GraphQL code is up to date"
