/** Seed drawings of PA systems that are more than one box: column arrays, line arrays, battery PAs. */
import type { ProductKind } from './kinds';
import {
  BODY,
  FACE,
  DARK,
  METAL,
  rect,
  circle,
  driver,
  knobs,
  line,
  type Ctx,
  type Drawing,
} from './shapes';

/** A slim column of small drivers on a pole above its subwoofer base. */
function columnArray(c: Ctx): string {
  let s = rect(272, 30, 56, 260, BODY, 10);
  for (let i = 0; i < 8; i++)
    s += circle(300, 52 + i * 30, 12, DARK) + circle(300, 52 + i * 30, 6, '#3b424c');
  s += rect(294, 290, 12, 20, METAL);
  s += rect(220, 305, 160, 115, BODY, 12) + rect(232, 317, 136, 80, FACE, 6);
  for (let i = 0; i < 6; i++) s += rect(240, 326 + i * 12, 120, 4, DARK, 2);
  return s + circle(360, 408, 4, c.accent);
}

/** Line-array elements hung in a stack from a flying frame, each a wide, shallow box. */
function lineArray(c: Ctx): string {
  let s = rect(150, 78, 300, 14, METAL, 3) + line('M200 80L300 62L400 80', METAL, 6);
  for (let i = 0; i < 4; i++) {
    const y = 94 + i * 80;
    s += `<path d="M130 ${y}H470L456 ${y + 76}H144Z" fill="${BODY}"/>`;
    s += driver(205, y + 38, 30) + driver(395, y + 38, 30);
    s += rect(258, y + 8, 84, 60, DARK, 4) + rect(290, y + 12, 20, 52, '#3b424c', 3);
    s += rect(134, y + 6, 10, 64, FACE, 2) + circle(450, y + 66, 4, c.accent);
  }
  return s;
}

/** A battery PA: carrying handle, a control strip, a woofer and a battery gauge. */
function batterySpeaker(c: Ctx): string {
  let s = `<path d="M250 110V82a12 12 0 0 1 12-12h76a12 12 0 0 1 12 12v28" fill="none" stroke="${BODY}" stroke-width="14"/>`;
  s += rect(200, 105, 200, 305, BODY, 24) + rect(214, 150, 172, 246, FACE, 14);
  s += rect(214, 116, 172, 26, DARK, 6);
  s += knobs(
    [0, 1, 2, 3].map((i) => [236 + i * 42, 129, 7]),
    c.accent,
  );
  s += circle(300, 195, 22, DARK) + circle(300, 195, 10, '#3b424c') + driver(300, 305, 72);
  s +=
    rect(348, 378, 26, 12, 'none', 2, ` stroke="${c.accent}" stroke-width="2"`) +
    rect(351, 381, 14, 6, c.accent);
  return s;
}

export const ARRAYS = {
  'column-array': columnArray,
  'line-array': lineArray,
  'battery-speaker': batterySpeaker,
} satisfies Partial<Record<ProductKind, Drawing>>;
