import { spawn } from 'node:child_process';
import { serverDir } from '../helpers/server-process';

export interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the built command-line tools (`dist/cli/db-export.js`, ...), as `npm run db:export`
 * and `db:import` do, with only the given environment besides PATH and HOME.
 */
export function runTool(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
