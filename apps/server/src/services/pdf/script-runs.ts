import type { Face } from './fonts';

/** A stretch of text that one face prints. */
export interface Run {
  face: Face;
  text: string;
}

/**
 * What Helvetica prints: the standard PDF fonts carry WinAnsi only, and of it the documents use
 * Latin-1 and these punctuation marks.
 */
const LATIN = /[\n\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]/;
/** Zero-width joiner and non-joiner: they choose a Sinhala or Tamil conjunct's form. */
const JOINER = /[\u200c\u200d]/;

function faceOf(char: string): Face | 'joiner' | undefined {
  const code = char.codePointAt(0)!;
  if (code >= 0x0d80 && code <= 0x0dff) return 'sinhala';
  if (code >= 0x0b80 && code <= 0x0bff) return 'tamil';
  if (JOINER.test(char)) return 'joiner';
  return LATIN.test(char) ? 'latin' : undefined;
}

/**
 * The text in runs of one face each, so that a line mixing scripts prints whole: Sinhala and
 * Tamil letters in their fonts, the rest in Helvetica, and a character none of them has as '?'.
 * A joiner stays with the Sinhala or Tamil letters it joins, and is dropped anywhere else.
 */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const found = faceOf(char);
    const last = runs.at(-1);
    if (found === 'joiner') {
      if (last && last.face !== 'latin') last.text += char;
      continue;
    }
    const face = found ?? 'latin';
    const printed = found ? char : '?';
    if (last?.face === face) last.text += printed;
    else runs.push({ face, text: printed });
  }
  return runs;
}
