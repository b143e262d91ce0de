/**
 * The notice a version or framework switch leaves for the page it opens when that page is not
 * the one the reader was on. It travels in the history entry's state: gone on the next
 * navigation or a reload, never in a shared link.
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    switchNotice?: string
  }
}

export {}
