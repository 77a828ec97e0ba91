/**
 * Product images for the seed catalogue, drawn as SVG from the product's name and category.
 *
 * Why generated: the seed must work offline (no downloads at install or start-up) and must not
 * ship manufacturers' photos, whose licences do not allow redistribution. A stylised drawing per
 * category, with the brand and model as text, gives every product distinct, legal images.
 * Output is deterministic: the same input always yields the same string.
 */
import type { Category } from '@avstore/core';

const FONT = 'system-ui, sans-serif';
const BODY = '#23282f';
const FACE = '#313843';
const DARK = '#14171b';
const METAL = '#9aa3ad';

/** FNV-1a, 32-bit. */
function hash(s: string): number {
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

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** CSS hsl() to #rrggbb, so that every SVG renderer understands the colours. */
function hsl(hue: number, sat: number, light: number): string {
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
const r1 = (n: number): number => Math.round(n * 10) / 10;

function rect(
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

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
}

/** A cone driver seen from the front. */
function driver(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, DARK) +
    circle(cx, cy, r * 0.86, '#2b3038', ' stroke="#4a525c" stroke-width="2"') +
    circle(cx, cy, r * 0.4, '#3b424c') +
    circle(cx, cy, r * 0.2, DARK)
  );
}

/** Several knobs sharing one style: bodies with a coloured ring, plus one path for the pointers. */
function knobs(list: [number, number, number][], ring: string): string {
  const bodies = list.map(([x, y, r]) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r}"/>`).join('');
  const pointers = list.map(([x, y, r]) => `M${r1(x)} ${r1(y)}v-${r}`).join('');
  return `<g fill="#3d4550" stroke="${ring}" stroke-width="2">${bodies}</g><path d="${pointers}" stroke="#e6edf3" stroke-width="2"/>`;
}

/** Fader tracks from y1 to y2 with caps at positions t (0 bottom .. 1 top). */
function faders(list: [number, number][], y1: number, y2: number, cap: string): string {
  const tracks = list.map(([x]) => `M${r1(x)} ${y1}V${y2}`).join('');
  const caps = list
    .map(
      ([x, t]) =>
        `<rect x="${r1(x - 9)}" y="${r1(y2 - (y2 - y1) * t - 6)}" width="18" height="12" rx="2"/>`,
    )
    .join('');
  return `<path d="${tracks}" stroke="${DARK}" stroke-width="4"/><g fill="${cap}">${caps}</g>`;
}

interface Ctx {
  h: number; // seed hash
  accent: string;
  active: boolean;
}

function speaker(c: Ctx): string {
  let s = rect(195, 70, 210, 340, BODY, 16) + rect(207, 82, 186, 316, FACE, 10);
  s +=
    rect(230, 100, 140, 70, DARK, 8) +
    `<ellipse cx="300" cy="135" rx="52" ry="22" fill="#2b3038"/>`;
  s += driver(300, 285, 86);
  if (c.active) s += circle(380, 388, 5, c.accent);
  else s += rect(270, 386, 60, 6, METAL, 3);
  return s;
}

function subwoofer(c: Ctx): string {
  let s = rect(150, 90, 300, 320, BODY, 14) + rect(162, 102, 276, 296, FACE, 8);
  s += driver(300, 240, 118);
  s += rect(190, 372, 220, 14, DARK, 7);
  if (c.active) s += circle(420, 120, 5, c.accent);
  return s;
}

function portable(c: Ctx): string {
  let s = `<path d="M250 110V82a12 12 0 0 1 12-12h76a12 12 0 0 1 12 12v28" fill="none" stroke="${BODY}" stroke-width="14"/>`;
  s += rect(200, 105, 200, 305, BODY, 24) + rect(214, 150, 172, 246, FACE, 14);
  s += rect(214, 116, 172, 26, DARK, 6);
  s += knobs(
    [0, 1, 2, 3].map((i) => [236 + i * 42, 129, 7]),
    c.accent,
  );
  s += circle(300, 195, 22, DARK) + circle(300, 195, 10, '#3b424c');
  s += driver(300, 305, 72);
  s +=
    rect(348, 378, 26, 12, 'none', 2, ` stroke="${c.accent}" stroke-width="2"`) +
    rect(351, 381, 14, 6, c.accent);
  return s;
}

function column(c: Ctx): string {
  let s = rect(272, 30, 56, 260, BODY, 10);
  for (let i = 0; i < 8; i++)
    s += circle(300, 52 + i * 30, 12, DARK) + circle(300, 52 + i * 30, 6, '#3b424c');
  s += rect(294, 290, 12, 20, METAL);
  s += rect(220, 305, 160, 115, BODY, 12) + rect(232, 317, 136, 80, FACE, 6);
  for (let i = 0; i < 6; i++) s += rect(240, 326 + i * 12, 120, 4, DARK, 2);
  s += circle(360, 408, 4, c.accent);
  return s;
}

function mixer(c: Ctx, digital: boolean): string {
  let s = `<path d="M95 110H505L540 410H60Z" fill="${BODY}"/><path d="M110 124H490L520 396H80Z" fill="${FACE}"/>`;
  const n = digital ? 8 : 6 + (c.h % 5);
  const x0 = digital ? 150 : 120;
  const step = 300 / n;
  const xs = Array.from({ length: n }, (_, i) => x0 + i * step);
  if (digital) {
    const bars = Array.from({ length: 12 }, (_, i) => {
      const bh = 12 + ((c.h >>> i) % 9) * 8;
      return `<rect x="${212 + i * 15}" y="${222 - bh}" width="9" height="${bh}"${i % 4 === 3 ? ' fill="#e5534b"' : ''}/>`;
    }).join('');
    s += rect(200, 136, 200, 96, DARK, 6) + `<g fill="${c.accent}">${bars}`;
    s +=
      '</g>' + xs.map((x, i) => rect(x - 8, 250, 16, 10, i % 3 ? '#56606c' : c.accent, 2)).join('');
  } else {
    s += knobs(
      xs.flatMap(
        (x) =>
          [
            [x, 150, 9],
            [x, 186, 9],
          ] as [number, number, number][],
      ),
      '#56606c',
    );
    s += knobs(
      xs.map((x) => [x, 222, 9]),
      c.accent,
    );
  }
  s += faders(
    xs.map((x, i) => [x, ((c.h >>> (i * 3)) % 7) / 8 + 0.1]),
    280,
    380,
    '#d0d7de',
  );
  s +=
    faders([[470, 0.7]], 280, 380, '#e5534b') +
    knobs(
      [
        [470, 160, 14],
        [470, 215, 10],
      ],
      c.accent,
    );
  return s;
}

const GRILLE = (id: string): string =>
  `<pattern id="m${id}" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 0L8 8M8 0L0 8" stroke="#5b636d" stroke-width="1.2"/></pattern>`;

function handheld(id: string, accent: string, cable: boolean): string {
  let s = '';
  if (cable)
    s += `<path d="M300 425C300 450 330 455 350 440S400 410 430 425" fill="none" stroke="${DARK}" stroke-width="6"/>`;
  s +=
    `<path d="M268 190L282 420H318L332 190Z" fill="${BODY}"/>` + rect(282, 405, 36, 22, METAL, 3);
  s +=
    circle(300, 140, 64, METAL) +
    circle(300, 140, 60, `url(#m${id})`) +
    rect(262, 186, 76, 10, accent, 3);
  return s;
}

function wiredMic(c: Ctx, id: string): string {
  return `<g transform="rotate(-18 300 260)">${handheld(id, c.accent, true)}</g>`;
}

function wirelessMic(c: Ctx, id: string): string {
  let s = `<g transform="translate(-70 -10) rotate(-14 300 260) scale(.92)">${handheld(id, c.accent, false)}</g>`;
  s += `<path d="M372 300L352 220M508 300L528 220" stroke="${DARK}" stroke-width="6" stroke-linecap="round"/>`;
  s +=
    rect(340, 300, 200, 80, BODY, 10) +
    rect(356, 318, 80, 30, DARK, 4) +
    `<path d="M364 338h20M390 338h36" stroke="${c.accent}" stroke-width="4"/>`;
  s += knobs([[480, 340, 14]], c.accent) + circle(515, 322, 4, c.accent);
  return s;
}

function podiumMic(c: Ctx): string {
  let s = rect(215, 380, 170, 34, BODY, 10) + circle(350, 397, 5, c.accent);
  s += `<path d="M300 382C300 250 320 150 390 110" fill="none" stroke="${METAL}" stroke-width="12" stroke-dasharray="5 2"/>`;
  s += `<g transform="rotate(-35 400 102)">${rect(388, 60, 26, 60, BODY, 10)}${rect(388, 108, 26, 8, c.accent, 3)}</g>`;
  return s;
}

function headphones(c: Ctx): string {
  let s = `<path d="M175 300C160 110 440 110 425 300" fill="none" stroke="${BODY}" stroke-width="24" stroke-linecap="round"/>`;
  s += `<path d="M200 190C240 130 360 130 400 190" fill="none" stroke="#4a525c" stroke-width="10" stroke-linecap="round"/>`;
  for (const x of [175, 425]) {
    s +=
      rect(x - 42, 250, 84, 150, BODY, 38) +
      rect(x - 30, 264, 60, 122, FACE, 28) +
      circle(x, 325, 14, c.accent);
  }
  return s;
}

function iem(c: Ctx): string {
  let s = `<path d="M230 250C240 330 290 330 300 380M370 250C360 330 310 330 300 380V420" fill="none" stroke="${DARK}" stroke-width="4"/>`;
  s += rect(292, 412, 16, 28, METAL, 3);
  for (const [x, f] of [
    [210, 1],
    [390, -1],
  ] as const) {
    s += `<g transform="translate(${x} 200) scale(${f} 1)">`;
    s += `<path d="M-60 -20C-60 -80 40 -90 60 -30C75 20 20 60 -20 50C-45 44 -60 20 -60 -20Z" fill="${c.accent}" fill-opacity=".85" stroke="${BODY}" stroke-width="3"/>`;
    s +=
      `<path d="M40 -40L78 -62" stroke="${METAL}" stroke-width="14" stroke-linecap="round"/>` +
      circle(-8, 0, 14, BODY, ' fill-opacity=".5"');
    s += '</g>';
  }
  return s;
}

function xlr(x: number, y: number, rot: number, accent: string, female: boolean): string {
  let s =
    `<g transform="rotate(${rot} ${x} ${y})">` +
    rect(x - 22, y - 60, 44, 90, METAL, 8) +
    rect(x - 22, y + 20, 44, 10, accent, 2);
  s += circle(x, y - 30, 17, DARK);
  for (const [dx, dy] of [
    [-7, -4],
    [7, -4],
    [0, 7],
  ]) {
    s += circle(x + dx!, y - 30 + dy!, 3, female ? '#5b636d' : '#d0d7de');
  }
  return s + '</g>';
}

function accessory(c: Ctx): string {
  let s = '';
  for (let i = 0; i < 4; i++) {
    s += `<ellipse cx="${300 + i * 8}" cy="${250 + i * 4}" rx="${130 - i * 6}" ry="${80 - i * 4}" fill="none" stroke="${DARK}" stroke-width="9"/>`;
  }
  s += `<path d="M170 250C140 300 140 350 170 370M430 250C470 300 460 340 430 360" fill="none" stroke="${DARK}" stroke-width="9"/>`;
  s += xlr(170, 400, 10, c.accent, true) + xlr(430, 390, -12, c.accent, false);
  return s;
}

function amplifier(c: Ctx): string {
  let s = `<path d="M70 180L100 140H500L530 180Z" fill="#3b424c"/>`;
  s +=
    rect(70, 180, 460, 150, BODY, 6) +
    rect(40, 180, 34, 150, FACE, 4) +
    rect(526, 180, 34, 150, FACE, 4);
  for (const y of [200, 310]) s += circle(57, y, 6, DARK) + circle(543, y, 6, DARK);
  s += knobs(
    [
      [150, 255, 30],
      [450, 255, 30],
    ],
    c.accent,
  );
  for (let i = 0; i < 9; i++) s += rect(222 + i * 18, 205, 8, 70, DARK, 4);
  for (let i = 0; i < 5; i++) {
    s +=
      circle(232 + i * 16, 300, 4, i < 3 ? '#3fb950' : c.accent) +
      circle(304 + i * 16, 300, 4, i < 4 ? '#3fb950' : '#e5534b');
  }
  s += rect(410, 300, 20, 14, DARK, 3) + rect(170, 300, 36, 14, DARK, 3);
  return `<g transform="translate(0 70)">${s}</g>`;
}

function studio(c: Ctx): string {
  let s = rect(80, 80, 180, 280, BODY, 14) + rect(92, 92, 156, 256, FACE, 8);
  s += circle(170, 150, 28, DARK) + circle(170, 150, 12, '#3b424c') + driver(170, 270, 62);
  s += `<path d="M280 300L300 262H520L540 300Z" fill="${c.accent}" fill-opacity=".55"/>`;
  s +=
    rect(280, 300, 260, 110, c.accent, 14) +
    rect(292, 312, 236, 86, '#000', 8, ' fill-opacity=".18"');
  s +=
    circle(320, 355, 20, DARK) +
    circle(320, 355, 8, '#d0d7de') +
    circle(370, 355, 20, DARK) +
    circle(370, 355, 8, '#d0d7de');
  s += knobs(
    [
      [420, 345, 14],
      [460, 345, 14],
      [500, 355, 20],
    ],
    '#e6edf3',
  );
  s += circle(420, 378, 3, '#3fb950') + circle(460, 378, 3, '#3fb950');
  return s;
}

function illustration(category: Category, c: Ctx, id: string): string {
  switch (category) {
    case 'Active Speakers':
    case 'Passive Speakers':
      return speaker(c);
    case 'Active Subwoofers':
    case 'Passive Subwoofers':
      return subwoofer(c);
    case 'Portable Speakers':
      return portable(c);
    case 'Column Speakers':
      return column(c);
    case 'Analog Mixers':
      return mixer(c, false);
    case 'Digital Mixers':
      return mixer(c, true);
    case 'Wired Microphones':
      return wiredMic(c, id);
    case 'Wireless Microphones':
      return wirelessMic(c, id);
    case 'Podium Microphones':
      return podiumMic(c);
    case 'Headphones & Earphones':
      return headphones(c);
    case 'In Ear Monitors':
      return iem(c);
    case 'Accessories':
      return accessory(c);
    case 'Amplifiers':
      return amplifier(c);
    case 'Studio Equipment':
      return studio(c);
  }
}

/** Font size so that text of this length fits `width`; very long text is squeezed with textLength. */
function fit(
  text: string,
  max: number,
  width: number,
  charEm: number,
): { size: number; squeeze: string } {
  const size = Math.max(16, Math.min(max, Math.floor(width / (Math.max(text.length, 1) * charEm))));
  const squeeze =
    text.length * charEm * size > width
      ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return { size, squeeze };
}

export function productImageSvg(input: {
  name: string;
  brand: string;
  category: Category;
  variant?: number;
}): string {
  const { name, brand, category } = input;
  const variant = Math.abs(Math.trunc(input.variant ?? 0)) % 3;
  const h = hash(name);
  const id = (h % 46656).toString(36);
  const hue = h % 360;
  const c: Ctx = {
    h,
    accent: hsl((hue + 180) % 360, 65, 48),
    active: !category.startsWith('Passive'),
  };

  // Background: variant 0 light top-down, 1 diagonal with shifted hue, 2 radial spotlight.
  const hue2 = (hue + (variant === 1 ? 40 : 18)) % 360;
  const stops = `<stop offset="0" stop-color="${hsl(hue, 55, variant === 2 ? 97 : 95)}"/><stop offset="1" stop-color="${hsl(hue2, 40, variant === 1 ? 78 : 84)}"/>`;
  const bg =
    variant === 2
      ? `<radialGradient id="b${id}" cx=".5" cy=".4" r=".75">${stops}</radialGradient>`
      : `<linearGradient id="b${id}" x1="0" y1="0" x2="${variant === 1 ? 1 : 0}" y2="1">${stops}</linearGradient>`;

  const needsGrille = category === 'Wired Microphones' || category === 'Wireless Microphones';
  const defs = `<defs>${bg}${needsGrille ? GRILLE(id) : ''}<clipPath id="c${id}"><rect y="56" width="600" height="390"/></clipPath></defs>`;

  // Views: 0 front, 1 angled (skewed, slightly narrower), 2 close-up (enlarged and clipped).
  const transform =
    variant === 1
      ? 'translate(300 240) skewY(-6) scale(.9 1) translate(-300 -240)'
      : variant === 2
        ? 'translate(300 240) scale(1.3) translate(-300 -240)'
        : '';
  const art = illustration(category, c, id);
  const figure = `<g clip-path="url(#c${id})"><ellipse cx="300" cy="432" rx="${variant === 2 ? 260 : 200}" ry="14" fill="#000" fill-opacity=".12"/><g${transform ? ` transform="${transform}"` : ''}>${art}</g></g>`;

  const model = name.startsWith(brand + ' ') ? name.slice(brand.length + 1) : name;
  const brandText = brand.toUpperCase();
  const b = fit(brandText, 24, 520, 0.72);
  const m = fit(model, 46, 540, 0.6);
  const cat = fit(category, 15, 300, 0.6);

  const text =
    `<rect x="24" y="20" width="${Math.min(320, Math.ceil(category.length * 0.6 * cat.size) + 24)}" height="28" rx="14" fill="#fff" fill-opacity=".7"/>` +
    `<text x="36" y="39" font-size="${cat.size}"${cat.squeeze} fill="#57606a">${esc(category)}</text>` +
    `<text x="300" y="488" text-anchor="middle" font-size="${b.size}"${b.squeeze} font-weight="600" letter-spacing="3" fill="#57606a">${esc(brandText)}</text>` +
    `<text x="300" y="${540 + Math.round(m.size / 4)}" text-anchor="middle" font-size="${m.size}"${m.squeeze} font-weight="700" fill="#1f2328">${esc(model)}</text>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" font-family="${FONT}" role="img" aria-label="${esc(name)}">` +
    defs +
    `<rect width="600" height="600" fill="url(#b${id})"/>` +
    figure +
    text +
    '</svg>'
  );
}
