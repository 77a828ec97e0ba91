/** Seed drawings of mixers: analog and digital desks, a stage-box mixer with its tablet, a powered mixer. */
import type { ProductKind } from './kinds';
import {
  BODY,
  FACE,
  DARK,
  METAL,
  rect,
  circle,
  knobs,
  faders,
  type Ctx,
  type Drawing,
} from './shapes';

type Knob = [number, number, number];

/** A desk in perspective: channel strips of knobs (analog) or a screen and select keys (digital). */
function desk(c: Ctx, digital: boolean): string {
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
    s += rect(200, 136, 200, 96, DARK, 6) + `<g fill="${c.accent}">${bars}</g>`;
    s += xs.map((x, i) => rect(x - 8, 250, 16, 10, i % 3 ? '#56606c' : c.accent, 2)).join('');
  } else {
    s += knobs(
      xs.flatMap((x): Knob[] => [
        [x, 150, 9],
        [x, 186, 9],
      ]),
      '#56606c',
    );
    s += knobs(
      xs.map((x): Knob => [x, 222, 9]),
      c.accent,
    );
  }
  s += faders(
    xs.map((x, i) => [x, ((c.h >>> (i * 3)) % 7) / 8 + 0.1]),
    280,
    380,
    '#d0d7de',
  );
  s += faders([[470, 0.7]], 280, 380, '#e5534b');
  return (
    s +
    knobs(
      [
        [470, 160, 14],
        [470, 215, 10],
      ],
      c.accent,
    )
  );
}

/** Like the XR18: a box of inputs with no faders, mixed from a tablet. */
function stageboxMixer(c: Ctx): string {
  let s = rect(70, 240, 330, 160, BODY, 12) + rect(84, 254, 302, 132, FACE, 6);
  for (let i = 0; i < 12; i++) {
    const x = 112 + (i % 6) * 48;
    const y = 290 + Math.floor(i / 6) * 56;
    s += circle(x, y, 17, DARK) + circle(x, y, 8, '#3b424c');
  }
  s += rect(290, 100, 250, 170, DARK, 16) + rect(302, 112, 226, 146, '#e6edf3', 6);
  s += faders(
    Array.from({ length: 6 }, (_, i): [number, number] => [
      324 + i * 30,
      ((c.h >>> (i * 2)) % 6) / 7 + 0.15,
    ]),
    130,
    240,
    c.accent,
  );
  return s + rect(500, 130, 14, 100, '#3fb950', 3, ' fill-opacity=".6"');
}

/** Like the EMX: a box mixer with carry handles and the amplifier's vents along the top. */
function poweredMixer(c: Ctx): string {
  let s = rect(70, 150, 30, 220, METAL, 8) + rect(500, 150, 30, 220, METAL, 8);
  s += rect(90, 110, 420, 300, BODY, 10) + rect(102, 160, 396, 236, FACE, 6);
  for (let i = 0; i < 14; i++) s += rect(110 + i * 28, 124, 16, 24, DARK, 3);
  const cols = Array.from({ length: 7 }, (_, i) => 130 + i * 40);
  s += knobs(
    cols.flatMap((x): Knob[] => [
      [x, 190, 10],
      [x, 230, 10],
      [x, 270, 10],
    ]),
    '#56606c',
  );
  s += knobs(
    cols.map((x): Knob => [x, 345, 12]),
    c.accent,
  );
  s += rect(410, 176, 70, 40, DARK, 4) + knobs([[445, 300, 22]], c.accent);
  return s + circle(470, 370, 5, '#3fb950');
}

export const MIXERS = {
  'analog-mixer': (c) => desk(c, false),
  'digital-mixer': (c) => desk(c, true),
  'stagebox-mixer': stageboxMixer,
  'powered-mixer': poweredMixer,
} satisfies Partial<Record<ProductKind, Drawing>>;
