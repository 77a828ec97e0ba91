/**
 * The variants served last, up to a number of bytes: a shop's few hundred card pictures are asked
 * for again and again by new visitors, and this saves a database read for each.
 */
export class RecentVariants {
  private readonly entries = new Map<string, Buffer>();
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const bytes = this.entries.get(key);
    if (bytes) {
      // Map keeps insertion order: taking it out and back in makes it the newest.
      this.entries.delete(key);
      this.entries.set(key, bytes);
    }
    return bytes;
  }

  set(key: string, bytes: Buffer): void {
    if (bytes.length > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) this.size -= old.length;
    this.entries.delete(key);
    this.entries.set(key, bytes);
    this.size += bytes.length;
    for (const [oldest, value] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= value.length;
    }
  }
}
