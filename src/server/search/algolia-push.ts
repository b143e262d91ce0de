/**
 * Pushes the records to an Algolia application over its REST API: settings (searchable
 * attributes in boost order, facets), then the records in batches after clearing the index.
 */
import { pageKeyOf } from './ranking'
import type { SearchRecord } from './records'

export type AlgoliaTarget = { appId: string; adminKey: string; indexName: string; host?: string }

const BATCH = 1000

export const indexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['searchable(library)', 'searchable(framework)', 'version'],
  attributesToSnippet: ['content:20'],
  customRanking: ['asc(position)'],
  // One hit per page: the framework copies of a page share its key (as the embedded engine does).
  attributeForDistinct: 'page',
  distinct: true,
}

export async function pushToAlgolia(target: AlgoliaTarget, records: SearchRecord[], onProgress?: (done: number, total: number) => void): Promise<void> {
  const base = (target.host ?? `https://${target.appId}.algolia.net`).replace(/\/+$/, '')
  const index = encodeURIComponent(target.indexName)
  const call = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${base}/1/indexes/${index}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Algolia-Application-Id': target.appId, 'X-Algolia-API-Key': target.adminKey },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`Algolia ${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
    return response.json() as Promise<unknown>
  }
  await call('PUT', '/settings', indexSettings)
  await call('POST', '/clear', {})
  for (let i = 0; i < records.length; i += BATCH) {
    const chunk = records.slice(i, i + BATCH)
    await call('POST', '/batch', { requests: chunk.map((record) => ({ action: 'addObject', body: { ...record, page: pageKeyOf(record.url) } })) })
    onProgress?.(Math.min(records.length, i + BATCH), records.length)
  }
}
