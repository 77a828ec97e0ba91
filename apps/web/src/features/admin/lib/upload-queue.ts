import type { ProductPicture } from '@avstore/core';
import { ApiError, getErrorMessage } from '../../../lib/api-client';

export type UploadPhase = 'waiting' | 'uploading' | 'processing' | 'done' | 'failed';

export interface Upload {
  key: number;
  file: File;
  phase: UploadPhase;
  /** The share of the file sent, 0 to 1. */
  sent: number;
  error?: string;
  /** False when sending the same file again cannot help (wrong type, too large). */
  retryable?: boolean;
  /** Kept while an upload chosen before it is still on its way, so pictures keep their order. */
  picture?: ProductPicture;
}

export interface SendHooks {
  onProgress: (share: number) => void;
  onSent: () => void;
  signal: AbortSignal;
}
export type Send = (file: File, hooks: SendHooks) => Promise<ProductPicture>;

/** At once: enough to overlap one upload's processing with the next one's bytes. */
const AT_ONCE = 3;

function failureOf(error: unknown): Pick<Upload, 'error' | 'retryable'> {
  const status = error instanceof ApiError ? error.status : 500;
  const refused =
    (error instanceof ApiError && error.code === 'invalid') || [413, 415].includes(status);
  return {
    error: getErrorMessage(error, 'The upload failed. Please try again.'),
    retryable: !refused,
  };
}

/**
 * The uploads of a form: a few at a time, each with its progress, failures kept with their
 * message until retried or dismissed. Finished pictures are handed over in the order the
 * files were chosen. A store for useSyncExternalStore: `items` is replaced on every change.
 */
export class UploadQueue {
  private items: readonly Upload[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly running = new Map<number, AbortController>();
  private lastKey = 0;
  private onAdded: (pictures: ProductPicture[]) => void = () => {};

  constructor(private readonly send: Send) {}

  /** Who gets the finished pictures (the form's latest setter). */
  handTo(onAdded: (pictures: ProductPicture[]) => void): void {
    this.onAdded = onAdded;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly snapshot = () => this.items;

  /** Queues the files; those `check` refuses fail at once with its message. */
  add(files: readonly File[], check: (file: File) => string | null): void {
    const added = files.map((file): Upload => {
      const problem = check(file);
      const key = ++this.lastKey;
      return problem
        ? { key, file, phase: 'failed', sent: 0, error: problem, retryable: false }
        : { key, file, phase: 'waiting', sent: 0 };
    });
    this.set([...this.items, ...added]);
    this.pump();
  }

  retry(key: number): void {
    this.update(key, { phase: 'waiting', sent: 0, error: undefined, retryable: undefined });
    this.pump();
  }

  dismiss(key: number): void {
    this.set(this.items.filter((item) => item.key !== key));
    this.flush();
  }

  /** Stops what is being sent (the form is leaving). */
  stop(): void {
    for (const controller of this.running.values()) controller.abort();
    this.running.clear();
  }

  private set(items: readonly Upload[]) {
    this.items = items;
    for (const listener of this.listeners) listener();
  }

  private update(key: number, change: Partial<Upload>) {
    this.set(this.items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  private pump() {
    for (const item of this.items) {
      if (this.running.size >= AT_ONCE) return;
      if (item.phase === 'waiting') this.start(item);
    }
  }

  private start({ key, file }: Upload) {
    const controller = new AbortController();
    this.running.set(key, controller);
    this.update(key, { phase: 'uploading', sent: 0 });
    const hooks: SendHooks = {
      onProgress: (share) => this.update(key, { sent: share }),
      onSent: () => this.update(key, { phase: 'processing', sent: 1 }),
      signal: controller.signal,
    };
    this.send(file, hooks).then(
      (picture) => {
        if (controller.signal.aborted) return;
        this.running.delete(key);
        this.update(key, { phase: 'done', picture });
        this.flush();
        this.pump();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        this.running.delete(key);
        this.update(key, { phase: 'failed', sent: 0, ...failureOf(error) });
        this.flush();
        this.pump();
      },
    );
  }

  /** Hands over the finished pictures that no earlier upload still waits for. */
  private flush() {
    const ready: Upload[] = [];
    for (const item of this.items) {
      if (item.phase === 'done') ready.push(item);
      else if (item.phase !== 'failed') break;
    }
    if (ready.length === 0) return;
    this.set(this.items.filter((item) => !ready.includes(item)));
    this.onAdded(ready.map((item) => item.picture!));
  }
}
