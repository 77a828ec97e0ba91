/** Seed drawings of things held or worn: microphones, headphones, in-ear monitors, cables. */
import { BODY, FACE, DARK, METAL, rect, circle, knobs, type Ctx } from './shapes';

export const GRILLE = (id: string): string =>
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

export function wiredMic(c: Ctx, id: string): string {
  return `<g transform="rotate(-18 300 260)">${handheld(id, c.accent, true)}</g>`;
}

export function wirelessMic(c: Ctx, id: string): string {
  let s = `<g transform="translate(-70 -10) rotate(-14 300 260) scale(.92)">${handheld(id, c.accent, false)}</g>`;
  s += `<path d="M372 300L352 220M508 300L528 220" stroke="${DARK}" stroke-width="6" stroke-linecap="round"/>`;
  s +=
    rect(340, 300, 200, 80, BODY, 10) +
    rect(356, 318, 80, 30, DARK, 4) +
    `<path d="M364 338h20M390 338h36" stroke="${c.accent}" stroke-width="4"/>`;
  s += knobs([[480, 340, 14]], c.accent) + circle(515, 322, 4, c.accent);
  return s;
}

export function podiumMic(c: Ctx): string {
  let s = rect(215, 380, 170, 34, BODY, 10) + circle(350, 397, 5, c.accent);
  s += `<path d="M300 382C300 250 320 150 390 110" fill="none" stroke="${METAL}" stroke-width="12" stroke-dasharray="5 2"/>`;
  s += `<g transform="rotate(-35 400 102)">${rect(388, 60, 26, 60, BODY, 10)}${rect(388, 108, 26, 8, c.accent, 3)}</g>`;
  return s;
}

export function headphones(c: Ctx): string {
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

export function iem(c: Ctx): string {
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

export function accessory(c: Ctx): string {
  let s = '';
  for (let i = 0; i < 4; i++) {
    s += `<ellipse cx="${300 + i * 8}" cy="${250 + i * 4}" rx="${130 - i * 6}" ry="${80 - i * 4}" fill="none" stroke="${DARK}" stroke-width="9"/>`;
  }
  s += `<path d="M170 250C140 300 140 350 170 370M430 250C470 300 460 340 430 360" fill="none" stroke="${DARK}" stroke-width="9"/>`;
  s += xlr(170, 400, 10, c.accent, true) + xlr(430, 390, -12, c.accent, false);
  return s;
}
