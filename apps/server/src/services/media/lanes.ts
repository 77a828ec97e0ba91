/** Runs at most `width` jobs at once, the others waiting their turn in order. */
export class Lane {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly width: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.width) await new Promise<void>((go) => this.waiting.push(go));
    else this.running++;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
