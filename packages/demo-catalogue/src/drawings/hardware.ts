/** Seed drawings of stage hardware: stands, a boom arm, a microphone mount, a DI box. */
import type { ProductKind } from './kinds';
import { BODY, DARK, METAL, rect, circle, line, type Ctx, type Drawing } from './shapes';

/** Three legs spreading from a hub at (x, y) down to the floor. */
function tripod(x: number, y: number, spread: number): string {
  return (
    line(`M${x} ${y}L${x - spread} 425M${x} ${y}L${x + spread} 425`, DARK, 10) +
    line(`M${x} ${y}L${x + 8} 408`, '#3b424c', 8) +
    rect(x - 12, y - 14, 24, 28, BODY, 4)
  );
}

function micStand(c: Ctx): string {
  let s = line('M260 350V200', METAL, 12) + tripod(260, 350, 100);
  s += line('M170 252L450 100', METAL, 9) + circle(170, 252, 16, DARK);
  s += rect(244, 190, 32, 40, BODY, 6) + circle(276, 206, 8, c.accent);
  s += `<g transform="rotate(-28 452 98)">${rect(436, 62, 32, 44, BODY, 8)}${rect(442, 56, 20, 12, c.accent, 3)}</g>`;
  return s;
}

function speakerStand(c: Ctx): string {
  let s = line('M300 330V150', BODY, 20) + line('M300 150V60', METAL, 13);
  s +=
    rect(286, 146, 28, 30, DARK, 4) +
    line('M314 160H344', c.accent, 8) +
    circle(348, 160, 9, c.accent);
  s += line('M300 290L230 340M300 290L370 340', '#3b424c', 6);
  s += rect(290, 290, 20, 14, DARK, 3) + tripod(300, 340, 150);
  return s;
}

/** Like the PSA1+: a desk clamp, two sprung arms, and the thread for the microphone. */
function boomArm(c: Ctx): string {
  let s = rect(110, 360, 80, 20, BODY, 4) + rect(110, 380, 20, 50, BODY, 4);
  s += rect(110, 414, 80, 16, BODY, 4) + line('M160 430V446', METAL, 6);
  s += rect(138, 270, 24, 96, DARK, 6);
  s += line('M150 280L340 160M160 296L350 176', BODY, 10);
  s += line('M180 275L330 182', c.accent, 4, ' stroke-dasharray="6 3"');
  s += circle(345, 168, 18, DARK) + circle(345, 168, 7, METAL) + circle(150, 288, 14, METAL);
  s += line('M345 168L470 270M360 160L482 258', BODY, 10);
  s += line('M372 178L460 250', c.accent, 4, ' stroke-dasharray="6 3"');
  return s + rect(466, 262, 24, 40, DARK, 6) + rect(472, 300, 12, 20, METAL, 2);
}

/** Like the A55M: a cradle on rubber isolators, a swivel with a thumb screw, a threaded socket. */
function micMount(c: Ctx): string {
  let s = line('M200 130C200 250 400 250 400 130', BODY, 28);
  s += rect(254, 210, 92, 20, BODY, 6);
  for (const y of [240, 262]) s += rect(262, y, 76, 18, c.accent, 9);
  s += rect(282, 284, 36, 40, BODY, 8);
  s += circle(300, 340, 28, DARK) + circle(300, 340, 10, METAL) + line('M328 340H380', METAL, 10);
  s += rect(378, 324, 24, 32, BODY, 6) + rect(282, 366, 36, 60, METAL, 6);
  s += line('M284 380H316M284 394H316M284 408H316', '#5b636d', 3);
  return s;
}

/** A steel box seen from above one corner: jacks on the top, switches and XLR on the faces. */
function diBox(c: Ctx): string {
  let s = `<path d="M150 220L220 160H470L400 220Z" fill="${c.accent}"/>`;
  s += `<path d="M150 220L220 160H470L400 220Z" fill="#fff" fill-opacity=".3"/>`;
  s +=
    rect(150, 220, 250, 170, c.accent) + rect(150, 220, 250, 170, '#000', 0, ' fill-opacity=".08"');
  s += `<path d="M400 220L470 160V330L400 390Z" fill="${c.accent}"/><path d="M400 220L470 160V330L400 390Z" fill="#000" fill-opacity=".3"/>`;
  for (const x of [250, 330]) s += `<ellipse cx="${x}" cy="190" rx="20" ry="9" fill="${DARK}"/>`;
  s += rect(170, 240, 210, 50, BODY, 4) + rect(170, 360, 210, 10, BODY, 2);
  for (const x of [200, 260, 320])
    s += rect(x - 8, 310, 16, 30, DARK, 4) + rect(x - 3, 300, 6, 22, METAL, 3);
  s += circle(435, 290, 22, DARK) + circle(428, 285, 3, METAL) + circle(442, 285, 3, METAL);
  return s + circle(435, 297, 3, METAL);
}

export const HARDWARE = {
  'mic-stand': micStand,
  'speaker-stand': speakerStand,
  'boom-arm': boomArm,
  'mic-mount': micMount,
  'di-box': diBox,
} satisfies Partial<Record<ProductKind, Drawing>>;
