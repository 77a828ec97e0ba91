import { spawn, type ChildProcess } from 'node:child_process';
import { serverDir } from '../helpers/server-process';

export interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts one of the built command-line tools (`dist/cli/db-export.js`, ...), as `npm run db:export`
 * and `db:import` do, with only the given environment besides PATH and HOME; `done` settles when
 * it exits.
 */
export function startTool(
  script: string,
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; done: Promise<ToolRun> } {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const done = new Promise<ToolRun>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, done };
}

/** Runs a tool to its end. */
export function runTool(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ToolRun> {
  return startTool(script, args, env).done;
}
