/**
 * The header a request carries when it only prepares a page the reader may open (the router's
 * preload on a hovered link): the server gives such work the lowest priority. `Purpose: prefetch`
 * is the name browsers gave their own prefetches; `Sec-Purpose`, which they send now, cannot be
 * set by a script.
 */
export const PRELOAD_HEADERS: Readonly<Record<string, string>> = { purpose: 'prefetch' }
