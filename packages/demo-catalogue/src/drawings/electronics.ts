/** Seed drawings of boxes of electronics: rack power amplifiers and processors, audio interfaces. */
import type { ProductKind } from './kinds';
import { BODY, FACE, DARK, rect, circle, knobs, type Ctx, type Drawing } from './shapes';

/** Rack ears with their screw holes either side of a unit from y to y + h. */
function ears(y: number, h: number): string {
  let s = rect(40, y, 34, h, FACE, 4) + rect(526, y, 34, h, FACE, 4);
  for (const yy of h > 60 ? [y + 20, y + h - 20] : [y + h / 2])
    s += circle(57, yy, 6, DARK) + circle(543, yy, 6, DARK);
  return s;
}

function powerAmplifier(c: Ctx): string {
  let s = `<path d="M70 180L100 140H500L530 180Z" fill="#3b424c"/>`;
  s += rect(70, 180, 460, 150, BODY, 6) + ears(180, 150);
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

/** Two 1U processors in a rack: a display, keys, and input and output meters. */
function rackProcessor(c: Ctx): string {
  let s = '';
  for (const y of [170, 250]) {
    s += rect(70, y, 460, 60, BODY, 4) + ears(y, 60);
    s += rect(100, y + 14, 120, 32, DARK, 3) + rect(108, y + 24, 70, 6, c.accent, 2);
    for (let i = 0; i < 6; i++) s += rect(240 + i * 26, y + 22, 18, 16, '#4a525c', 3);
    for (let i = 0; i < 6; i++) s += circle(420 + i * 14, y + 30, 4, i < 4 ? '#3fb950' : '#d29922');
  }
  return s;
}

/** A desktop USB interface: combo inputs with gain halos, a large monitor knob. */
function audioInterface(c: Ctx): string {
  let s = `<path d="M120 250L150 190H450L480 250Z" fill="${c.accent}" fill-opacity=".55"/>`;
  s +=
    rect(120, 250, 360, 150, c.accent, 16) +
    rect(134, 264, 332, 122, '#000', 10, ' fill-opacity=".18"');
  for (const x of [180, 250]) s += circle(x, 325, 28, DARK) + circle(x, 325, 12, '#d0d7de');
  s += knobs(
    [
      [315, 310, 16],
      [365, 310, 16],
    ],
    '#3fb950',
  );
  s += knobs([[425, 320, 28]], '#e6edf3');
  return (
    s +
    circle(315, 356, 4, '#3fb950') +
    circle(365, 356, 4, '#3fb950') +
    rect(300, 370, 80, 6, '#e6edf3', 3)
  );
}

export const ELECTRONICS = {
  'power-amplifier': powerAmplifier,
  'rack-processor': rackProcessor,
  'audio-interface': audioInterface,
} satisfies Partial<Record<ProductKind, Drawing>>;
