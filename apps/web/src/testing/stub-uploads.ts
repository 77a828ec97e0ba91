import { vi } from 'vitest';
import type { ProductPicture } from '@avstore/core';

type Handler = ((event: ProgressEvent) => void) | null;

/** One upload the page started, held until the test moves it on. */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  file: File;
  aborted: boolean;
  /** Reports `loaded` of the file's bytes sent (the file is `total` bytes long). */
  progress: (loaded: number, total?: number) => void;
  /** Every byte sent: the server processes the picture. */
  sent: () => void;
  /** The server's answer; a picture's answer is 201 with `pictureAnswer`. */
  respond: (status: number, body?: unknown) => void;
  /** The connection is lost. */
  fail: () => void;
}

/** A picture as the upload answers it, with an id made from `n`. */
export function uploadedPicture(n: number): ProductPicture {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { id, alt: '', width: 1600, height: 1200, color: '#336699' };
}

export function pictureAnswer(picture: ProductPicture) {
  return { url: `/media/${picture.id}.jpg`, picture };
}

const event = (loaded: number, total: number) =>
  ({ lengthComputable: true, loaded, total }) as ProgressEvent;

/**
 * Replaces XMLHttpRequest: every upload is kept in `uploads`, in the order started, and answers
 * only when the test says (wrap the calls in act()).
 */
export function stubUploads() {
  const uploads: FakeUpload[] = [];

  class FakeXhr {
    upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
    onload: Handler = null;
    onerror: Handler = null;
    onabort: Handler = null;
    status = 0;
    responseText = '';
    private request = { method: '', url: '', headers: {} as Record<string, string> };

    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }

    abort() {
      const upload = uploads.find((u) => u.body === this.body);
      if (upload) upload.aborted = true;
      this.onabort?.(event(0, 0));
    }

    private body: FormData | undefined;

    send(body: FormData) {
      this.body = body;
      const file = body.get('file') as File;
      uploads.push({
        ...this.request,
        body,
        file,
        aborted: false,
        progress: (loaded, total = file.size) => this.upload.onprogress?.(event(loaded, total)),
        sent: () => this.upload.onload?.(event(file.size, file.size)),
        respond: (status, answer) => {
          this.status = status;
          this.responseText = answer === undefined ? '' : JSON.stringify(answer);
          this.onload?.(event(0, 0));
        },
        fail: () => this.onerror?.(event(0, 0)),
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}
