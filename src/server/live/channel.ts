/**
 * The live channel: whoever publishes figures and whoever pushes them to browsers meet here.
 * The site's own implementation keeps subscribers in memory and is served as Server-Sent
 * Events; a hosted real-time backend could implement the same interface instead.
 */
export interface LiveChannel<T> {
  /** The latest value, if any was published. */
  current(): T | undefined
  /** Called with every new value until the returned function is called. */
  subscribe(listener: (value: T) => void): () => void
}

export class InMemoryChannel<T> implements LiveChannel<T> {
  private value: T | undefined
  private readonly listeners = new Set<(value: T) => void>()

  current() {
    return this.value
  }

  publish(value: T) {
    this.value = value
    for (const listener of [...this.listeners]) {
      try {
        listener(value)
      } catch (error) {
        console.warn('A live subscriber failed', error)
      }
    }
  }

  subscribe(listener: (value: T) => void) {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  get subscribers() {
    return this.listeners.size
  }
}
