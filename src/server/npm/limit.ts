/** At most `max` tasks at a time; the rest wait their turn in order. */
export class ConcurrencyLimit {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(private readonly max: number) {
    if (max < 1) throw new Error('max must be at least 1')
  }

  /** Tasks running and waiting. */
  get load(): number {
    return this.running + this.waiting.length
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.running++
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }
}
