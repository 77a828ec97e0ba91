import { describeFailure } from './failure';

/**
 * Runs a command-line tool: a failure prints its cause in a line or two (no stack trace, no
 * query, no row data: see failure.ts) and exits 1.
 */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${describeFailure(error)}\n`);
    process.exit(1);
  });
}
