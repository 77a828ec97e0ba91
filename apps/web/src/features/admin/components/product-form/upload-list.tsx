import type { Upload } from '../../lib/upload-queue';
import { smallButton } from '../ui';
import type { PictureUploads } from './use-picture-uploads';

function Progress({ upload }: { upload: Upload }) {
  const name = upload.file.name;
  switch (upload.phase) {
    case 'waiting':
      return <span className="text-xs text-slate-600">Waiting…</span>;
    case 'uploading': {
      const percent = Math.round(upload.sent * 100);
      return (
        <span className="flex items-center gap-2 text-xs text-slate-600">
          <progress
            className="h-2 w-32"
            max={100}
            value={percent}
            aria-label={`Uploading ${name}`}
          />
          {percent}%
        </span>
      );
    }
    case 'processing':
      // No value: the server gives no progress while it makes the variants.
      return (
        <span className="flex items-center gap-2 text-xs text-slate-600">
          <progress className="h-2 w-32" aria-label={`Processing ${name}`} />
          Processing…
        </span>
      );
    case 'done':
      return <span className="text-xs text-slate-600">Uploaded</span>;
    case 'failed':
      return null;
  }
}

/** The files being uploaded, and those that failed with the reason and what can be done. */
export function UploadList({ uploads, room }: { uploads: PictureUploads; room: number }) {
  if (uploads.items.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Uploads">
      {uploads.items.map((upload) => (
        <li
          key={upload.key}
          className={`rounded-lg p-2 text-sm ring-1 ${upload.phase === 'failed' ? 'bg-red-50 ring-red-200' : 'ring-slate-200'}`}
        >
          <div className="flex flex-wrap items-center gap-3">
            <span className="min-w-0 flex-1 truncate font-medium">{upload.file.name}</span>
            <Progress upload={upload} />
            {upload.phase === 'failed' ? (
              <span className="flex gap-1">
                {upload.retryable ? (
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={`Retry ${upload.file.name}`}
                    disabled={room <= 0}
                    onClick={() => uploads.retry(upload.key)}
                  >
                    Retry
                  </button>
                ) : null}
                <button
                  type="button"
                  className={smallButton}
                  aria-label={`Dismiss ${upload.file.name}`}
                  onClick={() => uploads.dismiss(upload.key)}
                >
                  Dismiss
                </button>
              </span>
            ) : null}
          </div>
          {upload.phase === 'failed' ? (
            <p role="alert" className="mt-1 text-red-800">
              <span className="sr-only">{upload.file.name}: </span>
              {upload.error}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
