/** Seed drawings of cables and cable connectors: XLR and jack leads, XLR and speakON plugs. */
import type { ProductKind } from './kinds';
import { DARK, METAL, rect, circle, line, type Ctx, type Drawing } from './shapes';

/** A coil of cable with its two ends hanging down to the plugs at (170, 400) and (430, 390). */
function coil(): string {
  let s = '';
  for (let i = 0; i < 4; i++) {
    s += `<ellipse cx="${300 + i * 8}" cy="${250 + i * 4}" rx="${130 - i * 6}" ry="${80 - i * 4}" fill="none" stroke="${DARK}" stroke-width="9"/>`;
  }
  return s + line('M170 250C140 300 140 350 170 370M430 250C470 300 460 340 430 360', DARK, 9);
}

function xlrPlug(x: number, y: number, rot: number, accent: string, female: boolean): string {
  let s =
    `<g transform="rotate(${rot} ${x} ${y})">` +
    rect(x - 22, y - 60, 44, 90, METAL, 8) +
    rect(x - 22, y + 20, 44, 10, accent, 2) +
    circle(x, y - 30, 17, DARK);
  for (const [dx, dy] of [
    [-7, -4],
    [7, -4],
    [0, 7],
  ] as const) {
    s += circle(x + dx, y - 30 + dy, 3, female ? '#5b636d' : '#d0d7de');
  }
  return s + '</g>';
}

/** A 1/4-inch jack hanging from the cable end at (x, y): boot, metal barrel, tip and ring. */
function jackPlug(x: number, y: number, rot: number, accent: string): string {
  return (
    `<g transform="rotate(${rot} ${x} ${y})">` +
    rect(x - 18, y - 8, 36, 46, DARK, 8) +
    rect(x - 18, y + 28, 36, 8, accent, 2) +
    rect(x - 20, y + 36, 40, 40, METAL, 6) +
    rect(x - 8, y + 74, 16, 50, '#c4ccd4', 4) +
    rect(x - 8, y + 92, 16, 4, DARK) +
    rect(x - 8, y + 106, 16, 4, DARK) +
    '</g>'
  );
}

/** Like the NC3MXX: a nickel shell with a latch, a rubber boot and the cable, seen at an angle. */
function xlrConnector(c: Ctx): string {
  let s = line('M300 380C300 430 380 440 440 420', DARK, 14);
  s += `<g transform="rotate(-30 300 250)">`;
  s +=
    `<path d="M276 300L282 390H318L324 300Z" fill="${DARK}"/>` +
    rect(272, 296, 56, 12, c.accent, 3);
  s += rect(262, 120, 76, 180, METAL, 10) + rect(272, 130, 14, 160, '#c4ccd4', 6);
  s += rect(318, 150, 14, 40, '#5b636d', 4);
  s += `<ellipse cx="300" cy="120" rx="38" ry="14" fill="#2b3038"/>`;
  s +=
    circle(286, 118, 4, '#d0d7de') +
    circle(314, 118, 4, '#d0d7de') +
    circle(300, 126, 4, '#d0d7de');
  return s + '</g>';
}

/** Like the NL4FX: a round black body, a locking ring with tabs, the keyed contact cylinder. */
function speakonConnector(c: Ctx): string {
  let s = line('M300 380C300 430 380 440 440 420', DARK, 16);
  s += `<g transform="rotate(-30 300 250)">`;
  s += `<path d="M270 280L280 390H320L330 280Z" fill="${DARK}"/>`;
  for (let i = 0; i < 4; i++) s += rect(276 + i * 2, 300 + i * 22, 48 - i * 4, 6, '#2b3038', 3);
  s += rect(246, 170, 108, 120, '#2b3038', 14) + rect(254, 182, 12, 96, '#4a525c', 6);
  s += rect(236, 110, 128, 70, '#1f2328', 18) + rect(236, 160, 128, 10, c.accent, 3);
  s += rect(226, 130, 20, 26, '#3b424c', 4) + rect(354, 130, 20, 26, '#3b424c', 4);
  s += `<ellipse cx="300" cy="110" rx="62" ry="20" fill="${DARK}"/>`;
  s +=
    `<ellipse cx="300" cy="108" rx="22" ry="8" fill="#4a525c"/>` +
    rect(244, 104, 18, 8, '#4a525c', 2);
  return s + '</g>';
}

export const CABLES = {
  'xlr-cable': (c) =>
    coil() + xlrPlug(170, 400, 10, c.accent, true) + xlrPlug(430, 390, -12, c.accent, false),
  'jack-cable': (c) =>
    coil() + jackPlug(170, 366, 62, c.accent) + jackPlug(430, 356, -62, c.accent),
  'xlr-connector': xlrConnector,
  'speakon-connector': speakonConnector,
} satisfies Partial<Record<ProductKind, Drawing>>;
