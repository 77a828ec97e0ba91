import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { MAX_PICTURES } from '@avstore/core';
import { IMAGE_ACCEPT, imageKinds, MAX_IMAGE_MB } from '../../lib/image-check';
import { plainButton } from '../ui';
import { UploadList } from './upload-list';
import type { PictureUploads } from './use-picture-uploads';

interface ImageUploadProps {
  uploads: PictureUploads;
  /** Pictures in the list already. */
  count: number;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** Why some of the chosen files are left out, or nothing when all of them fit. */
function leftOut(chosen: number, room: number): string | undefined {
  if (chosen <= room) return undefined;
  if (room <= 0)
    return `A product has at most ${MAX_PICTURES} pictures. Remove one to add another.`;
  return `A product has at most ${MAX_PICTURES} pictures: only the first ${room} of the ${chosen} files chosen are uploaded.`;
}

/** Many files at once, picked or dropped; each one's progress and failure in the list below. */
export function ImageUpload({ uploads, count }: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string>();
  const [dropping, setDropping] = useState(false);
  const taken = count + uploads.pending;
  const room = MAX_PICTURES - taken;

  const take = (files: File[]) => {
    if (files.length === 0) return;
    setNotice(leftOut(files.length, room));
    uploads.add(files.slice(0, Math.max(room, 0)));
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    take(files);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropping(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDropping(false);
    take([...event.dataTransfer.files]);
  };

  return (
    <div className="space-y-2">
      <div
        onDragOver={onDragOver}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-4 text-center ${dropping ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
      >
        <input
          ref={input}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className="sr-only"
          aria-label="Picture files"
          tabIndex={-1}
          onChange={onPick}
        />
        <p className="text-sm text-slate-700">Drop photos here, or</p>
        <button
          type="button"
          className={`${plainButton} mt-2`}
          data-focus="choose"
          disabled={room <= 0}
          onClick={() => input.current?.click()}
        >
          Choose pictures
        </button>
        <p className="mt-2 text-xs text-slate-600">
          {imageKinds()}, at most {MAX_IMAGE_MB} MB each. {taken} of {MAX_PICTURES} pictures
          {room <= 0 ? ': remove one to add another.' : '.'}
        </p>
      </div>
      {notice ? (
        <p role="alert" className="text-sm text-red-700">
          {notice}
        </p>
      ) : null}
      <UploadList uploads={uploads} room={room} />
    </div>
  );
}
