import path from 'node:path';

/** Everything `npm start` reads from the environment (documented in the README). */
export interface StartConfig {
  port: number;
  dataDir: string;
  /** A real PostgreSQL server; without it an embedded one runs in `<dataDir>/postgres`. */
  databaseUrl: string | undefined;
  logLevel: string;
  /** How long a judge runner's lease lasts without renewal: a dead runner's rounds wait this long. */
  judgeLeaseTtlMs: number | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv, projectRoot: string): StartConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const ttl = env.JUDGE_LEASE_TTL_MS;
  const judgeLeaseTtlMs = ttl ? Number(ttl) : undefined;
  if (judgeLeaseTtlMs !== undefined && !(Number.isInteger(judgeLeaseTtlMs) && judgeLeaseTtlMs >= 1000))
    throw new Error(`JUDGE_LEASE_TTL_MS must be a whole number of milliseconds, 1000 or more, got "${ttl}"`);
  return {
    port,
    dataDir: path.resolve(projectRoot, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    judgeLeaseTtlMs,
  };
}
