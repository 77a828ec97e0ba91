import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

/** The Nu Html Checker's jar, as npm's `vnu-jar` ships it (its module is the jar's path). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

export interface HtmlMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * What the Nu Html Checker (https://validator.github.io/validator/) says of these HTML files,
 * run with the system's Java: its messages, errors and warnings alike.
 */
export async function checkHtml(files: string[]): Promise<HtmlMessage[]> {
  const { stderr } = await promisify(execFile)(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return (JSON.parse(stderr) as { messages: HtmlMessage[] }).messages;
}
