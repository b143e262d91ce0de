import { useEffect, useState } from 'react'

/** The id of the heading the reader is at: the last one scrolled past the top of the window. */
export function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0])

  useEffect(() => {
    if (!ids.length) return
    const update = () => {
      let current = ids[0]
      for (const id of ids) {
        const element = document.getElementById(id)
        if (!element) continue
        if (element.getBoundingClientRect().top <= 120) current = id
        else break
      }
      // At the very bottom the last heading is the one being read, even if short.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = ids[ids.length - 1]
      setActive(current)
    }
    // Measured in the next frame, not at once: reading the headings' places right after React's
    // commit forced a layout of the new page before its first paint (about 8 ms a navigation).
    let frame = requestAnimationFrame(update)
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(update)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [ids])

  return active
}
