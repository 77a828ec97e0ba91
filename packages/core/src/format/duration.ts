/**
 * 30 minutes, 3 days: a duration (a setting such as BANK_TRANSFER_TTL) in words, in the largest
 * unit that divides it.
 */
export function durationWords(ms: number): string {
  const units: [number, string][] = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
    [1_000, 'second'],
  ];
  const [size, name] = units.find(([size]) => ms >= size && ms % size === 0) ?? [1_000, 'second'];
  const n = Math.round(ms / size);
  return `${n} ${name}${n === 1 ? '' : 's'}`;
}
