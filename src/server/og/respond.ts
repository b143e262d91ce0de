import { getConfig } from '~/server/config'
import { chargeWork, WorkRefused, workRefusedResponse } from '~/server/http/work-scheduler'
import { CardsBusyError, cardRenderer } from './cards'
import { cardRequest } from './request'

const text = (status: number, message: string, extra: Record<string, string> = {}) =>
  new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra } })

/** The answer to `/og/{name}.png?title=…&label=…`: the card, 404 for an unknown name, 429 while the renderer is full. */
export async function cardResponse(splat: string, search: URLSearchParams): Promise<Response> {
  const config = getConfig()
  const card = cardRequest(splat, search, { siteName: config.SITE_NAME, siteUrl: config.SITE_URL })
  if (!card) return text(404, 'Not found')
  try {
    // Drawing takes the client's turns in the queue of expensive work (a card already drawn costs next to nothing).
    // The renderer's own queue decides first whether there is room; each draw then takes its turn
    // with other clients' work (see `cardRenderer`).
    const png = await chargeWork(() => cardRenderer().card(card), { turn: false })
    return new Response(new Uint8Array(png), {
      headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
    })
  } catch (error) {
    if (error instanceof CardsBusyError) return text(429, error.message, { 'retry-after': '5' })
    if (error instanceof WorkRefused) return workRefusedResponse(error)
    throw error
  }
}
