/** Seed drawings of loudspeaker boxes: PA, installation, wedge monitor, subwoofer, studio monitor. */
import type { ProductKind } from './kinds';
import { BODY, FACE, DARK, METAL, rect, circle, driver, type Ctx, type Drawing } from './shapes';

/** A horn: a dark mouth with its throat. */
function horn(cx: number, cy: number, rx: number, ry: number): string {
  return (
    rect(cx - rx - 18, cy - ry - 13, 2 * rx + 36, 2 * ry + 26, DARK, 8) +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#2b3038"/>` +
    circle(cx, cy, ry / 3, DARK)
  );
}

/** Active boxes show a power light; passive ones a name strip instead. */
const badge = (c: Ctx, x: number, y: number): string =>
  c.active ? circle(x, y, 5, c.accent) : rect(x - 30, y - 2, 60, 6, METAL, 3);

function paSpeaker(c: Ctx): string {
  let s = rect(195, 70, 210, 340, BODY, 16) + rect(207, 82, 186, 316, FACE, 10);
  s += rect(270, 58, 60, 14, DARK, 6) + horn(300, 135, 52, 22) + driver(300, 285, 86);
  return s + badge(c, 380, 388);
}

/** A compact box in a U-bracket, as mounted on a wall. */
function installSpeaker(c: Ctx): string {
  let s = rect(280, 50, 40, 40, METAL, 4) + rect(294, 86, 12, 30, METAL);
  s += `<path d="M190 250V120H410V250" fill="none" stroke="${METAL}" stroke-width="14"/>`;
  s += rect(215, 110, 170, 290, BODY, 12) + rect(225, 120, 150, 270, '#3b424c', 8);
  for (let y = 134; y < 380; y += 12) s += rect(233, y, 134, 4, '#2b3038', 2);
  s += circle(190, 250, 14, DARK) + circle(410, 250, 14, DARK);
  return s + rect(270, 372, 60, 8, c.accent, 3);
}

/** A floor wedge, its sloping face towards the viewer: woofer and horn side by side. */
function stageMonitor(c: Ctx): string {
  let s = `<path d="M110 230H490L530 420H70Z" fill="${BODY}"/>`;
  s += `<path d="M126 244H474L508 406H92Z" fill="${FACE}"/>`;
  s += `<g transform="translate(0 25) scale(1 .8)">${driver(220, 375, 90)}</g>`;
  s += horn(395, 325, 50, 30);
  return s + badge(c, 470, 398);
}

function subwoofer(c: Ctx): string {
  let s = rect(150, 90, 300, 320, BODY, 14) + rect(162, 102, 276, 296, FACE, 8);
  s += driver(300, 240, 118) + rect(190, 372, 220, 14, DARK, 7);
  return s + (c.active ? circle(420, 120, 5, c.accent) : '');
}

/** A near-field monitor: tweeter in a waveguide, a woofer with a coloured cone, a front port. */
function studioMonitor(c: Ctx): string {
  let s = rect(200, 70, 200, 340, BODY, 14) + rect(210, 80, 180, 320, FACE, 10);
  s +=
    circle(300, 140, 42, DARK) + circle(300, 140, 30, '#2b3038') + circle(300, 140, 12, '#d0d7de');
  s += circle(300, 275, 80, DARK) + circle(300, 275, 68, c.accent) + circle(300, 275, 26, DARK);
  s += rect(250, 372, 100, 14, DARK, 7);
  return s + circle(370, 386, 4, '#3fb950');
}

export const SPEAKERS = {
  'pa-speaker': paSpeaker,
  'install-speaker': installSpeaker,
  'stage-monitor': stageMonitor,
  subwoofer,
  'studio-monitor': studioMonitor,
} satisfies Partial<Record<ProductKind, Drawing>>;
