import fs from 'node:fs/promises';

/** True when a process with this pid exists (ours or another user's). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a live process, when the system exposes it (Linux /proc). */
export async function commandLine(pid: number): Promise<string | undefined> {
  try {
    return (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

/** True when `pid` is alive and, where the system tells, its command mentions `name`. */
export async function isRunning(pid: number, name: string): Promise<boolean> {
  if (!isAlive(pid)) return false;
  const cmd = await commandLine(pid);
  return cmd === undefined || cmd.includes(name);
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}
