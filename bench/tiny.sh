#!/usr/bin/env bash
# Every bench once at a tiny size (BENCH_TINY=1: a few hundred runners, one short load step, one
# Lighthouse run of one page, nothing written to bench/README.md), so a bench that no longer runs
# fails CI rather than the next person who needs its figures. Runs each `bench:*` script of
# package.json as written, after one build (BENCH_TINY_BUILD=0 to use the build that is there).
# DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test).
set -euo pipefail
cd "$(dirname "$0")/.."
export BENCH_TINY=1 BODIES_REPEAT=2 BODIES_WRITE=0
if [ "${BENCH_TINY_BUILD:-1}" = 1 ]; then npm run build; fi
started=$(date +%s)
# name<TAB>command of every bench script but this one, with its leading build (done above) left out.
scripts=$(node -e '
  const s = require("./package.json").scripts;
  for (const [name, cmd] of Object.entries(s))
    if (name.startsWith("bench:") && name !== "bench:tiny")
      console.log(name + "\t" + cmd.replace(/^npm run build( -w @raceday\/server)? && /, ""));
')
while IFS=$'\t' read -r name cmd; do
  case "$cmd" in tsx\ bench/*) ;; *) echo "bench/tiny.sh: $name does not run as 'tsx bench/…': $cmd" >&2; exit 1 ;; esac
  printf '\n=== %s (tiny): %s ===\n' "$name" "$cmd"
  t=$(date +%s)
  bash -c "npx $cmd"
  echo "=== $name: $(( $(date +%s) - t )) s ==="
done <<<"$scripts"
echo "bench/tiny.sh: every bench ran in $(( $(date +%s) - started )) s"
