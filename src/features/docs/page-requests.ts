/**
 * The doc page data requests the docs' own code has on its way, beside what the router holds
 * (router-fresh-data.ts): the one a reader's press or click asked for ahead of the router's
 * navigation, which the navigation's loader takes, and the preloads still waiting for their
 * answer, which a navigation joins inside the router (so a press then asks for nothing more).
 * Pages are named by a key (their identity); `now` is the clock, for the tests.
 */
export function pageRequests<T>({ keptMs, now = Date.now }: { keptMs: number; now?: () => number }) {
  let asked: { key: string; at: number; answer: Promise<T> } | undefined
  const preloads = new Map<string, number>()
  const recent = (key: string) => (asked?.key === key && now() - asked.at < keptMs ? asked.answer : undefined)
  return {
    /** Whether a request for the page is on its way: asked at a press or a click lately, or a preload's. */
    onItsWay: (key: string): boolean => preloads.has(key) || recent(key) !== undefined,
    /** Sends the request for a press or a click; it stands for the page's for `keptMs`. */
    ask(key: string, send: () => Promise<T>): void {
      const answer = send()
      answer.catch(() => undefined)
      asked = { key, at: now(), answer }
    },
    /** The answer asked for at a press or a click, for the navigation's loader: taken once. */
    take(key: string): Promise<T> | undefined {
      const answer = recent(key)
      if (answer) asked = undefined
      return answer
    },
    /** The same answer for a preload of the page, which leaves it for the navigation that follows. */
    peek: recent,
    /** A preload's work, counted as on its way until it settles (the router then holds its answer, or nothing). */
    preloading<U>(key: string, work: Promise<U>): Promise<U> {
      preloads.set(key, (preloads.get(key) ?? 0) + 1)
      const settled = () => {
        const left = preloads.get(key)! - 1
        if (left) preloads.set(key, left)
        else preloads.delete(key)
      }
      work.then(settled, settled)
      return work
    },
  }
}
