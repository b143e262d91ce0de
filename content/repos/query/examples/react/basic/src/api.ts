export type PostSummary = { id: number; title: string }
export type PostDetail = PostSummary & { body: string }

const base = 'https://jsonplaceholder.typicode.com'

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(base + path)
  if (!res.ok) throw new Error(`GET ${path} failed with ${res.status}`)
  return res.json() as Promise<T>
}

export const postsQuery = {
  queryKey: ['posts'] as const,
  queryFn: () => getJson<PostSummary[]>('/posts?_limit=10'),
}

export const postQuery = (id: number) => ({
  queryKey: ['posts', id] as const,
  queryFn: () => getJson<PostDetail>(`/posts/${id}`),
})
