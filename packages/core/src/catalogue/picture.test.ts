import { describe, expect, it } from 'vitest';
import { pictureIdOf, pictureSrcSet, pictureWidths, variantWidth } from './picture';

const ID = '0b7c6f1e-2a3d-4c5b-8e9f-0123456789ab';

describe('pictureWidths', () => {
  it('keeps every standard width of a picture at least as wide as the largest', () => {
    expect(pictureWidths(4032)).toEqual([160, 320, 480, 640, 800, 960, 1280, 1600]);
    expect(pictureWidths(1600)).toEqual([160, 320, 480, 640, 800, 960, 1280, 1600]);
  });

  it('ends a narrower picture at its own width, never enlarged', () => {
    expect(pictureWidths(600)).toEqual([160, 320, 480, 600]);
    expect(pictureWidths(640)).toEqual([160, 320, 480, 640]);
    expect(pictureWidths(100)).toEqual([100]);
  });

  it('offers every standard width while the size is not known yet', () => {
    expect(pictureWidths(undefined)).toHaveLength(8);
  });
});

describe('variantWidth', () => {
  it('answers a request wider than the picture with the picture itself', () => {
    expect(variantWidth(960, 600)).toBe(600);
    expect(variantWidth(320, 600)).toBe(320);
    expect(variantWidth(1600, 4032)).toBe(1600);
  });
});

describe('pictureSrcSet', () => {
  it('lists each width with its address', () => {
    expect(pictureSrcSet({ id: ID, width: 500 }, 'avif')).toBe(
      `/media/${ID}/160.avif 160w, /media/${ID}/320.avif 320w, /media/${ID}/480.avif 480w, /media/${ID}/500.avif 500w`,
    );
  });
});

describe('pictureIdOf', () => {
  it('reads the id of a stored address, old or new', () => {
    expect(pictureIdOf(`/media/${ID}.svg`)).toBe(ID);
    expect(pictureIdOf(`/media/${ID}/320.webp`)).toBe(ID);
  });

  it('finds none elsewhere', () => {
    expect(pictureIdOf('https://example.com/a.jpg')).toBeUndefined();
    expect(pictureIdOf(`/media/${ID}.svg/../x`)).toBeUndefined();
    expect(pictureIdOf(undefined)).toBeUndefined();
  });
});
