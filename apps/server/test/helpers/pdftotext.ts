import { spawn } from 'node:child_process';

/**
 * A PDF's text as poppler's pdftotext reads it (poppler-utils, which .ci/run installs). It reads a
 * marked run's ActualText, where the PDF says what its glyphs spell: Sinhala and Tamil come back
 * in their letters' order, not the order their glyphs are drawn in (pdf.js does not).
 */
export function popplerText(pdf: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-enc', 'UTF-8', '-', '-']);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8'))
        : reject(new Error(`pdftotext exited ${code}: ${Buffer.concat(err).toString()}`)),
    );
    child.stdin.end(pdf);
  });
}
