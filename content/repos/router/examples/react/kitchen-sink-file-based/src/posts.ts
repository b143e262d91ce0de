export type Post = { id: number; title: string; body: string }

const posts: Post[] = [
  { id: 1, title: 'Typed links', body: 'Links are checked against the route tree at compile time.' },
  { id: 2, title: 'Search params as state', body: 'Filters live in the URL and survive a reload.' },
  { id: 3, title: 'Loaders', body: 'Data starts loading before the component renders.' },
  { id: 4, title: 'Nested layouts', body: 'A parent route renders its children through an Outlet.' },
]

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function fetchPosts(query: string): Promise<Post[]> {
  await delay(300)
  const q = query.trim().toLowerCase()
  return q ? posts.filter((p) => p.title.toLowerCase().includes(q)) : posts
}

export async function fetchPost(id: number): Promise<Post | undefined> {
  await delay(300)
  return posts.find((p) => p.id === id)
}
