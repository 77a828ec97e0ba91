/** Seed drawings of boxes with a front panel: speakers, subwoofers, mixers, amplifiers, studio gear. */
import { BODY, FACE, DARK, METAL, rect, circle, driver, knobs, faders, type Ctx } from './shapes';

export function speaker(c: Ctx): string {
  let s = rect(195, 70, 210, 340, BODY, 16) + rect(207, 82, 186, 316, FACE, 10);
  s +=
    rect(230, 100, 140, 70, DARK, 8) +
    `<ellipse cx="300" cy="135" rx="52" ry="22" fill="#2b3038"/>`;
  s += driver(300, 285, 86);
  if (c.active) s += circle(380, 388, 5, c.accent);
  else s += rect(270, 386, 60, 6, METAL, 3);
  return s;
}

export function subwoofer(c: Ctx): string {
  let s = rect(150, 90, 300, 320, BODY, 14) + rect(162, 102, 276, 296, FACE, 8);
  s += driver(300, 240, 118);
  s += rect(190, 372, 220, 14, DARK, 7);
  if (c.active) s += circle(420, 120, 5, c.accent);
  return s;
}

export function portable(c: Ctx): string {
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

export function column(c: Ctx): string {
  let s = rect(272, 30, 56, 260, BODY, 10);
  for (let i = 0; i < 8; i++)
    s += circle(300, 52 + i * 30, 12, DARK) + circle(300, 52 + i * 30, 6, '#3b424c');
  s += rect(294, 290, 12, 20, METAL);
  s += rect(220, 305, 160, 115, BODY, 12) + rect(232, 317, 136, 80, FACE, 6);
  for (let i = 0; i < 6; i++) s += rect(240, 326 + i * 12, 120, 4, DARK, 2);
  s += circle(360, 408, 4, c.accent);
  return s;
}

export function mixer(c: Ctx, digital: boolean): string {
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

export function amplifier(c: Ctx): string {
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

export function studio(c: Ctx): string {
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
