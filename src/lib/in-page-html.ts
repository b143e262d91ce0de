import { createSerializationAdapter } from '@tanstack/react-router'

/**
 * Rendered HTML (a doc, a blog post) that a server-rendered page already carries in its markup.
 * Sent again inside the hydration data, it doubled the page (a long doc went from 170 to 340 KB).
 * A loader running on the server wraps the HTML in `InPageHtml`; the serializer sends only the
 * slot name, and in the browser the HTML is read back from the element the server rendered it
 * into (`data-html-slot`), before anything changes it.
 */
export class InPageHtml {
  constructor(
    readonly slot: string,
    /** Known on the server; in the browser, filled in by the first read. */
    public html?: string,
  ) {}
}

/** HTML as a plain string (from a server function) or as the page's own markup. */
export type HtmlSource = string | InPageHtml

export const inPageHtmlAdapter = createSerializationAdapter({
  key: 'in-page-html',
  test: (value): value is InPageHtml => value instanceof InPageHtml,
  toSerializable: (value) => value.slot,
  fromSerializable: (slot: string) => new InPageHtml(slot),
})

/** The HTML as a string; the first read of a slot in the browser takes it from the page and keeps it. */
export function htmlOf(source: HtmlSource): string {
  if (typeof source === 'string') return source
  if (source.html === undefined && typeof document !== 'undefined') {
    source.html = document.querySelector(`[data-html-slot="${source.slot}"]`)?.innerHTML ?? ''
  }
  return source.html ?? ''
}

/** In a loader: on the server the HTML travels in the markup only; in the browser it stays as it came. */
export function inPageHtml(slot: string, html: string): HtmlSource {
  return import.meta.env.SSR ? new InPageHtml(slot, html) : html
}
