/** Seed drawings of microphones held in the hand or on a desk: vocal, instrument, broadcast, podium. */
import type { ProductKind } from './kinds';
import {
  BODY,
  FACE,
  DARK,
  METAL,
  GRILLE,
  rect,
  circle,
  knobs,
  line,
  type Ctx,
  type Drawing,
} from './shapes';

const CORD = `<path d="M300 425C300 450 330 455 350 440S400 410 430 425" fill="none" stroke="${DARK}" stroke-width="6"/>`;

/** A vocal mic: ball grille over a tapered handle. */
function handheld(c: Ctx, cable: boolean): string {
  return (
    (cable ? CORD : '') +
    `<path d="M268 190L282 420H318L332 190Z" fill="${BODY}"/>` +
    rect(282, 405, 36, 22, METAL, 3) +
    circle(300, 140, 64, METAL) +
    circle(300, 140, 60, `url(#m${c.id})`) +
    rect(262, 186, 76, 10, c.accent, 3)
  );
}

function wirelessHandheld(c: Ctx): string {
  let s = `<g transform="translate(-70 -10) rotate(-14 300 260) scale(.92)">${handheld(c, false)}</g>`;
  s += line('M372 300L352 220M508 300L528 220', DARK, 6);
  s +=
    rect(340, 300, 200, 80, BODY, 10) +
    rect(356, 318, 80, 30, DARK, 4) +
    `<path d="M364 338h20M390 338h36" stroke="${c.accent}" stroke-width="4"/>`;
  s += knobs([[480, 340, 14]], c.accent) + circle(515, 322, 4, c.accent);
  return GRILLE(c.id) + s;
}

/** Like the SM57: a slim body and a short, flat-topped grille no wider than the body. */
function instrumentMic(c: Ctx): string {
  const s =
    CORD +
    `<path d="M276 200L284 420H316L324 200Z" fill="${BODY}"/>` +
    rect(282, 405, 36, 22, METAL, 3) +
    rect(270, 96, 60, 98, METAL, 10) +
    rect(274, 100, 52, 90, `url(#m${c.id})`, 8) +
    rect(268, 150, 64, 8, '#5b636d', 2) +
    rect(270, 190, 60, 12, c.accent, 3);
  return GRILLE(c.id) + `<g transform="rotate(-30 300 260)">${s}</g>`;
}

/** Like the SM7B: a long body in a yoke, a foam windscreen at the front, on a desk stand. */
function broadcastMic(c: Ctx): string {
  let s = rect(200, 404, 200, 18, BODY, 9) + rect(290, 300, 20, 110, METAL, 4);
  s += `<g transform="rotate(-14 300 240)">`;
  s += line('M300 300V262M240 262H360', METAL, 12);
  s += line('M240 262V236M360 262V236', METAL, 12);
  s += rect(180, 196, 260, 80, BODY, 30) + rect(420, 206, 30, 60, FACE, 12);
  s +=
    rect(110, 186, 110, 100, '#3a4048', 46) +
    rect(120, 194, 30, 84, '#4a525c', 15, ' fill-opacity=".5"');
  s +=
    circle(240, 236, 9, METAL) + circle(360, 236, 9, METAL) + rect(270, 226, 60, 20, c.accent, 4);
  return s + '</g>';
}

/** A lectern mic: weighted base, flexible segmented neck, a small capsule with a lit ring. */
function gooseneckMic(c: Ctx): string {
  let s = rect(200, 384, 200, 36, BODY, 10) + rect(280, 366, 40, 22, METAL, 4);
  s += circle(370, 402, 5, c.accent);
  s += line('M300 370C300 250 320 190 380 150', METAL, 12, ' stroke-dasharray="5 2"');
  s += `<g transform="rotate(50 380 150)">${rect(368, 70, 24, 84, BODY, 8)}`;
  s += rect(362, 30, 36, 56, '#3a4048', 18) + rect(366, 90, 28, 10, c.accent, 3) + '</g>';
  return s;
}

export const MICROPHONES = {
  'handheld-mic': (c) =>
    GRILLE(c.id) + `<g transform="rotate(-18 300 260)">${handheld(c, true)}</g>`,
  'wireless-handheld': wirelessHandheld,
  'instrument-mic': instrumentMic,
  'broadcast-mic': broadcastMic,
  'gooseneck-mic': gooseneckMic,
} satisfies Partial<Record<ProductKind, Drawing>>;
