// One line at the end of `npm test`: the suites it did not run, and why (never a silent skip).
console.log(
  'npm test left to CI (.ci/run): the concurrency suite (needs PostgreSQL with many connections), the Redis-shared limits suite (needs Redis) and the ops suite (a real Prometheus scraping /metrics, servers starting through pgbouncer, the backup -> restore move from the embedded database to PostgreSQL: needs PostgreSQL, prometheus, pgbouncer and pg_dump); .ci/run installs or starts those services and runs them.',
);
