/**
 * Typing slips: how many letters must change (one replaced, added, left out, or two side by side
 * swapped) to turn one word into another, counting no further than `most`.
 */
export function editDistance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  // Three rows of the optimal-string-alignment table: two back (for swaps), one back, this one.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > most) return most + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The slips a word of this length may hold and still be recognised: none under 4 letters. */
export function slipsAllowed(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 7 ? 1 : 2;
}

/**
 * The known word a mistyped one most likely meant: the nearest within its slips, the more common
 * (earlier in `known`) on a tie; undefined when it is known already or nothing is near.
 */
export function closestWord(word: string, known: Iterable<string>): string | undefined {
  const most = slipsAllowed(word);
  if (most === 0) return undefined;
  let best: string | undefined;
  let bestDistance = most + 1;
  for (const candidate of known) {
    if (candidate === word) return undefined;
    if (Math.abs(candidate.length - word.length) > most) continue;
    const distance = editDistance(word, candidate, bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
