import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePicture } from '../../../testing';
import { ProductGallery } from './product-gallery';

afterEach(cleanup);

const NAME = 'Yamaha MG10XU Mixer';
const pictures = [
  makePicture({ id: '9c1e5f00-2222-4d4d-8e8e-000000000001', alt: 'Front panel' }),
  makePicture({ id: '9c1e5f00-2222-4d4d-8e8e-000000000002', alt: 'Rear panel' }),
  makePicture({ id: '9c1e5f00-2222-4d4d-8e8e-000000000003', alt: 'Top view' }),
];

const renderGallery = () => render(<ProductGallery pictures={pictures} name={NAME} />);
const gallery = () => screen.getByRole('region', { name: `Pictures of ${NAME}` });
const slide = () => within(gallery()).getByRole('group');
/** The picture shown large, by its alt text (the thumbnails' are empty: their buttons say). */
const mainAlt = () => within(slide()).getByRole('img').getAttribute('alt');
const thumb = (n: number) => screen.getByRole('button', { name: `Show picture ${n} of 3` });

function expectShown(n: number, alt: string) {
  expect(mainAlt()).toBe(alt);
  expect(slide()).toHaveAccessibleName(`Picture ${n} of 3`);
  expect(screen.getByText(`Picture ${n} of 3`)).toHaveAttribute('aria-live', 'polite');
  for (const i of [1, 2, 3])
    if (i === n) expect(thumb(i)).toHaveAttribute('aria-current', 'true');
    else expect(thumb(i)).not.toHaveAttribute('aria-current');
}

describe('ProductGallery', () => {
  it('starts at the first picture, loaded first, at the modal’s width', () => {
    renderGallery();
    expectShown(1, 'Front panel');
    const main = within(slide()).getByRole('img');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main.getAttribute('sizes')).toMatch(/calc\(100vw - 80px\)$/);
    expect(within(thumb(2)).getByRole('presentation')).toHaveAttribute('sizes', '64px');
  });

  it('turns by Next and Previous, round from either end, and by a thumbnail', async () => {
    renderGallery();
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expectShown(2, 'Rear panel');
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expectShown(1, 'Front panel');
    await userEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expectShown(3, 'Top view');
    await userEvent.click(thumb(2));
    expectShown(2, 'Rear panel');
  });

  it('turns by the arrow keys, Home and End, with its controls reached by Tab', async () => {
    renderGallery();
    await userEvent.tab();
    expect(slide()).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expectShown(2, 'Rear panel');
    await userEvent.keyboard('{End}');
    expectShown(3, 'Top view');
    await userEvent.keyboard('{ArrowRight}');
    expectShown(1, 'Front panel');
    await userEvent.keyboard('{ArrowLeft}');
    expectShown(3, 'Top view');
    await userEvent.keyboard('{Home}');
    expectShown(1, 'Front panel');

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Previous picture' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next picture' })).toHaveFocus();
    await userEvent.tab();
    expect(thumb(1)).toHaveFocus();
    // From a thumbnail too.
    await userEvent.keyboard('{ArrowRight}');
    expectShown(2, 'Rear panel');
  });

  it('turns by a sideways swipe, not by a tap or a mostly vertical move', () => {
    renderGallery();
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(slide(), { clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(slide(), { clientX: to[0], clientY: to[1] });
    };
    swipe([300, 100], [120, 110]);
    expectShown(2, 'Rear panel');
    swipe([120, 100], [300, 90]);
    expectShown(1, 'Front panel');
    swipe([200, 100], [210, 100]);
    swipe([200, 100], [150, 300]);
    expectShown(1, 'Front panel');
  });

  it('with one picture shows just it, and with none says so', () => {
    const { rerender } = render(<ProductGallery pictures={pictures.slice(0, 1)} name={NAME} />);
    expect(screen.getByRole('img', { name: 'Front panel' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ProductGallery pictures={[]} name={NAME} />);
    expect(screen.getByRole('img', { name: NAME })).toHaveTextContent('No image');
  });
});
