/** The building blocks of the seed images: colours, escaping, and SVG shapes. */

export const FONT = 'system-ui, sans-serif';
export const BODY = '#23282f';
export const FACE = '#313843';
export const DARK = '#14171b';
export const METAL = '#9aa3ad';

/** FNV-1a, 32-bit. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** CSS hsl() to #rrggbb, so that every SVG renderer understands the colours. */
export function hsl(hue: number, sat: number, light: number): string {
  const s = sat / 100;
  const l = light / 100;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Rounded to one decimal so that the markup stays short. */
export const r1 = (n: number): number => Math.round(n * 10) / 10;

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra = '',
): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
}

/** A cone driver seen from the front. */
export function driver(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, DARK) +
    circle(cx, cy, r * 0.86, '#2b3038', ' stroke="#4a525c" stroke-width="2"') +
    circle(cx, cy, r * 0.4, '#3b424c') +
    circle(cx, cy, r * 0.2, DARK)
  );
}

/** Several knobs sharing one style: bodies with a coloured ring, plus one path for the pointers. */
export function knobs(list: [number, number, number][], ring: string): string {
  const bodies = list.map(([x, y, r]) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r}"/>`).join('');
  const pointers = list.map(([x, y, r]) => `M${r1(x)} ${r1(y)}v-${r}`).join('');
  return `<g fill="#3d4550" stroke="${ring}" stroke-width="2">${bodies}</g><path d="${pointers}" stroke="#e6edf3" stroke-width="2"/>`;
}

/** Fader tracks from y1 to y2 with caps at positions t (0 bottom .. 1 top). */
export function faders(list: [number, number][], y1: number, y2: number, cap: string): string {
  const tracks = list.map(([x]) => `M${r1(x)} ${y1}V${y2}`).join('');
  const caps = list
    .map(
      ([x, t]) =>
        `<rect x="${r1(x - 9)}" y="${r1(y2 - (y2 - y1) * t - 6)}" width="18" height="12" rx="2"/>`,
    )
    .join('');
  return `<path d="${tracks}" stroke="${DARK}" stroke-width="4"/><g fill="${cap}">${caps}</g>`;
}

/** A stroked line with round ends, for cables, stands and tubes. */
export function line(d: string, stroke: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
}

/** The wire mesh of a microphone grille; a drawing that fills with `url(#m<id>)` includes it. */
export const GRILLE = (id: string): string =>
  `<defs><pattern id="m${id}" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 0L8 8M8 0L0 8" stroke="#5b636d" stroke-width="1.2"/></pattern></defs>`;

/** What every drawing of one product shares. */
export interface Ctx {
  h: number; // seed hash
  id: string; // short, unique per product: suffix of the ids in the SVG
  accent: string;
  active: boolean;
}

export type Drawing = (c: Ctx) => string;
