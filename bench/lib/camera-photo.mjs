// Camera photos for the benchmarks, made up but sized and detailed like a phone's: 4032×3024 JPEG
// at quality 92, 3 to 4 MB, with the camera's EXIF (make, model, date, GPS position) and, for some,
// EXIF orientation 6 (a portrait taken with the phone held sideways: stored landscape, shown
// upright only by a reader that honours the tag). The same seed always gives the same bytes.
//
// Why not just noise: a real photo has detail at every scale, so its downscaled variants stay
// sizeable (a 640 px JPEG of a product photo is some 40-90 KB). Pixel-level noise alone averages
// out when downscaled and would make unrealistically tiny variants; so the texture is a pyramid
// of noise octaves, each made at its own resolution and carried up to full size, laid over a
// scene of large soft shapes (a wall, a table, a product with its shadow).
import sharp from 'sharp';

export const PHOTO_WIDTH = 4032;
export const PHOTO_HEIGHT = 3024;
const QUALITY = 92;
/** The scene is drawn at a quarter of the size: its shapes are large and soft anyway. */
const SCENE_SCALE = 4;
/**
 * Noise octaves from coarse to fine, each twice the width of the one before, with its amplitude
 * in grey levels: the coarse ones give the 320-960 px variants their bytes, the finest (sensor
 * grain, laid over the full-size photo as a tile) most of the photo's megabytes.
 */
const OCTAVES = [40, 30, 24, 18, 12, 8];
const COARSEST = 63;
const GRAIN = 6;
/** The grain tile: a quarter of the photo each way, so it repeats 16 times, unnoticed. */
const TILE = [PHOTO_WIDTH / 4, PHOTO_HEIGHT / 4];
const CAMERAS = [
  ['Apple', 'iPhone 13 Pro'],
  ['samsung', 'SM-S911B'],
  ['Google', 'Pixel 7'],
  ['Xiaomi', '2201123G'],
];
// Around Colombo, where the shop is.
const LATITUDE = 6.9;
const LONGITUDE = 79.86;

/** A small, fast, seeded PRNG (mulberry32): the same seed, the same photo. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const hsl = (h, s, l) => `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;

/** A product shot as an SVG: wall, table, a dark box with cones or knobs, and its soft shadow. */
function sceneSvg(rnd, width, height) {
  const wallHue = rnd() * 360;
  const tableHue = 20 + rnd() * 30;
  const horizon = height * (0.55 + rnd() * 0.15);
  const bw = width * (0.35 + rnd() * 0.3);
  const bh = Math.min(height * 0.6, bw * (0.5 + rnd() * 0.9));
  const bx = (width - bw) * (0.3 + rnd() * 0.4);
  const by = horizon + height * 0.08 - bh;
  const body = hsl(rnd() * 360, 10 + rnd() * 20, 8 + rnd() * 20);
  const parts = [];
  const round = rnd() < 0.6;
  const count = 1 + Math.floor(rnd() * 3);
  for (let i = 0; i < count; i++) {
    const cx = bx + (bw * (i + 0.5)) / count;
    const cy = by + bh * (0.3 + rnd() * 0.4);
    const r = Math.min(bw / count, bh) * (round ? 0.35 : 0.12);
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#cone)"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="${hsl(0, 0, 20 + rnd() * 30)}"/>`,
    );
  }
  const light = 30 + rnd() * 40;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="${rnd()}" y2="1">
      <stop offset="0" stop-color="${hsl(wallHue, 15 + rnd() * 30, light + 25)}"/>
      <stop offset="1" stop-color="${hsl(wallHue + 20, 10 + rnd() * 20, light)}"/>
    </linearGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(tableHue, 30 + rnd() * 30, 25 + rnd() * 20)}"/>
      <stop offset="1" stop-color="${hsl(tableHue, 30, 12 + rnd() * 10)}"/>
    </linearGradient>
    <radialGradient id="cone"><stop offset="0" stop-color="#555"/><stop offset="1" stop-color="#111"/></radialGradient>
    <radialGradient id="glow" cx="${rnd()}" cy="${rnd() * 0.5}" r="0.7">
      <stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${width / 60}"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#wall)"/>
  <rect y="${horizon}" width="100%" height="${height - horizon}" fill="url(#table)"/>
  <ellipse cx="${bx + bw / 2}" cy="${by + bh}" rx="${bw * 0.6}" ry="${bh * 0.12}" fill="#000" opacity="0.55" filter="url(#soft)"/>
  <rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="${bw * 0.03}" fill="${body}"/>
  <rect x="${bx}" y="${by}" width="${bw}" height="${bh * 0.06}" rx="${bw * 0.02}" fill="#fff" opacity="0.15"/>
  ${parts.join('\n  ')}
  <rect width="100%" height="100%" fill="url(#glow)"/>
</svg>`);
}

/** Uniform noise of ± `amplitude` grey levels added to every byte of `pixels`, in place. */
function addNoise(rnd, pixels, amplitude) {
  for (let i = 0; i < pixels.length; i++) {
    const v = pixels[i] + (rnd() - 0.5) * 2 * amplitude;
    pixels[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return pixels;
}

/**
 * The texture at `width` × `height`, one grey channel (128 = none): each octave's noise added to
 * the octaves before it, carried up to the next octave's size.
 */
async function texture(rnd, width, height) {
  let grey;
  let size;
  for (const [k, amplitude] of OCTAVES.entries()) {
    const ow = Math.min(width, COARSEST * 2 ** k);
    const next = { width: ow, height: Math.round((ow * height) / width), channels: 1 };
    const pixels = grey
      ? await sharp(grey, { raw: size })
          .resize(next.width, next.height, { kernel: 'cubic' })
          .extractChannel(0) // else sharp makes it sRGB, three channels
          .raw()
          .toBuffer()
      : Buffer.alloc(next.width * next.height, 128);
    [grey, size] = [addNoise(rnd, pixels, amplitude), next];
  }
  if (size.width !== width) throw new Error(`the octaves end at ${size.width} px, not ${width}`);
  return grey;
}

/** The EXIF a phone writes: make, model, when, where (GPS in degrees, minutes, seconds). */
function exif(rnd, seed) {
  const [make, model] = pick(rnd, CAMERAS);
  const dms = (deg) => {
    const d = Math.floor(deg);
    const m = Math.floor((deg - d) * 60);
    const s = Math.round(((deg - d) * 60 - m) * 60 * 100);
    return `${d}/1 ${m}/1 ${s}/100`;
  };
  const when = new Date(Date.UTC(2024, 0, 1) + seed * 86_400_000 * 3.7);
  const stamp = when.toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');
  return {
    IFD0: { Make: make, Model: model, Software: 'bench camera-photo', DateTime: stamp },
    IFD2: {
      DateTimeOriginal: stamp,
      ExposureTime: '1/60',
      FNumber: '18/10',
      ISOSpeedRatings: '200',
    },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: dms(LATITUDE + rnd() * 0.1),
      GPSLongitudeRef: 'E',
      GPSLongitude: dms(LONGITUDE + rnd() * 0.1),
    },
  };
}

/**
 * Photo number `seed`: { bytes, width, height, orientation } where width × height is as stored
 * (always 4032×3024) and orientation is the EXIF tag (1, or 6 for every third photo: a portrait
 * 3024×4032 once turned upright).
 */
export async function cameraPhoto(seed) {
  const rnd = random(seed * 2654435761 + 1);
  const orientation = seed % 3 === 2 ? 6 : 1;
  // The scene as the photographer saw it: portrait when the phone was held sideways.
  const [w, h] = orientation === 6 ? [PHOTO_HEIGHT, PHOTO_WIDTH] : [PHOTO_WIDTH, PHOTO_HEIGHT];
  // Orientation 6 shows the stored pixels turned 90° clockwise, so they are stored turned back.
  const half = { width: PHOTO_WIDTH / 2, height: PHOTO_HEIGHT / 2, channels: 3 };
  const scene = await sharp(sceneSvg(rnd, w / SCENE_SCALE, h / SCENE_SCALE))
    .rotate(orientation === 6 ? 270 : 0)
    .resize(half.width, half.height, { kernel: 'cubic' })
    .removeAlpha()
    .raw()
    .toBuffer();
  // The texture has no direction: it is made as stored, at half size, then added to the scene.
  const grey = await texture(rnd, half.width, half.height);
  for (let i = 0; i < scene.length; i++) {
    const v = scene[i] + grey[Math.floor(i / 3)] - 128;
    scene[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  // Full size, then the sensor's grain, a tile of fine noise repeated over it (cheaper than
  // 12 million random numbers, and nothing in a JPEG's 8×8 blocks can tell).
  const full = await sharp(scene, { raw: half })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'linear' })
    .raw()
    .toBuffer();
  const [tw, th] = TILE;
  const grain = addNoise(rnd, Buffer.alloc(tw * th, 128), GRAIN);
  for (let y = 0, i = 0; y < PHOTO_HEIGHT; y++) {
    const row = (y % th) * tw;
    for (let x = 0; x < PHOTO_WIDTH; x++) {
      const g = grain[row + (x % tw)] - 128;
      for (let c = 0; c < 3; c++, i++) {
        const v = full[i] + g;
        full[i] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
  const bytes = await sharp(full, {
    raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 },
  })
    .jpeg({ quality: QUALITY })
    .withExif(exif(rnd, seed))
    .withMetadata({ orientation })
    .toBuffer();
  return { bytes, width: PHOTO_WIDTH, height: PHOTO_HEIGHT, orientation };
}
