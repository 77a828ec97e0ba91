import { useState, type DragEvent } from 'react';
import type { ProductPicture } from '@avstore/core';
import { useFocusAfterChange } from '../../hooks/use-focus-after-change';
import { moved } from '../../lib/moved';
import { ImageUpload } from './image-upload';
import { PictureItem, type PictureControl } from './picture-item';
import type { PictureUploads } from './use-picture-uploads';

interface ImageListProps {
  pictures: ProductPicture[];
  /** The ids of the pictures the product has on the server: the others are new until saved. */
  saved: readonly string[];
  /** The alt text a picture left without one gets. */
  productName: string;
  /** Uploads need the product to exist; a new product gets pictures after its first save. */
  productId?: string;
  uploads: PictureUploads;
  error?: string;
  onChange: (pictures: ProductPicture[]) => void;
}

/** Where focus goes after a move: the same control, else the nearest one the picture still has. */
const FOCUS_ORDER: PictureControl[] = ['up', 'down', 'remove'];

/**
 * The product's pictures in shop order; the first is the main one, on the product card. Reordered
 * by dragging a thumbnail or with each picture's buttons; every move is announced.
 */
export function ImageList(props: ImageListProps) {
  const { pictures, saved, productName, productId, uploads, error, onChange } = props;
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const { root, focusAfterChange } = useFocusAfterChange<HTMLFieldSetElement>();

  const move = (from: number, to: number, control: PictureControl | 'drag') => {
    if (from === to || to < 0 || to >= pictures.length) return;
    const { id } = pictures[from]!;
    onChange(moved(pictures, from, to));
    setAnnouncement(
      control === 'main'
        ? `Picture ${from + 1} is now the main picture`
        : `Picture ${from + 1} moved to position ${to + 1}`,
    );
    if (control !== 'drag') {
      focusAfterChange([control, ...FOCUS_ORDER].map((c) => `${id}:${c}`));
    }
  };

  const remove = (index: number) => {
    onChange(pictures.filter((_, i) => i !== index));
    setAnnouncement(`Picture ${index + 1} removed`);
    const next = pictures[index + 1] ?? pictures[index - 1];
    focusAfterChange(next ? [`${next.id}:remove`] : ['choose']);
  };

  const endDrag = () => {
    setDragged(null);
    setOver(null);
  };
  const dragHandlers = (index: number) => ({
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', pictures[index]!.id);
      const row = event.currentTarget.closest('li');
      if (row) event.dataTransfer.setDragImage?.(row, 24, 24);
      setDragged(pictures[index]!.id);
    },
    onDragEnd: endDrag,
    // Only a picture of this list is dropped here; files go to the drop zone below.
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (dragged === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (dragged === null) return;
      event.preventDefault();
      const from = pictures.findIndex((picture) => picture.id === dragged);
      if (from >= 0) move(from, index, 'drag');
      endDrag();
    },
  });

  return (
    <fieldset ref={root} className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Pictures</legend>
      <p className="text-sm text-slate-600">
        The first picture is the main one, on the product card. Drag a picture, or use its arrows,
        to change the order.
      </p>
      {pictures.length === 0 ? <p className="text-sm text-slate-600">No pictures yet.</p> : null}
      <ol className="space-y-2" aria-label="Pictures in shop order">
        {pictures.map((picture, index) => (
          <PictureItem
            key={picture.id}
            picture={picture}
            index={index}
            count={pictures.length}
            isNew={!saved.includes(picture.id)}
            productName={productName}
            dropTarget={over === index && dragged !== picture.id}
            dragged={dragged === picture.id}
            onMove={(to, control) => move(index, to, control)}
            onAlt={(alt) => onChange(pictures.map((p, i) => (i === index ? { ...p, alt } : p)))}
            onRemove={() => remove(index)}
            {...dragHandlers(index)}
          />
        ))}
      </ol>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {productId ? (
        <ImageUpload uploads={uploads} count={pictures.length} />
      ) : (
        <p className="text-sm text-slate-600">You can upload pictures once the product is saved.</p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
