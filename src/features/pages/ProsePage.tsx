import type { ReactNode } from 'react'

/** A page of readable text: a title, an optional lead paragraph, and sections. */
export function ProsePage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-4xl font-black tracking-tight">{title}</h1>
      {lead ? <p className="mt-4 text-lg text-gray-600 dark:text-gray-300">{lead}</p> : null}
      <div className="mt-8 space-y-8 leading-7 text-gray-800 dark:text-gray-200 [&_a]:font-semibold [&_a]:text-emerald-700 [&_a]:underline dark:[&_a]:text-emerald-400 [&_h2]:text-2xl [&_h2]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-3 [&_section>*+*]:mt-3">
        {children}
      </div>
    </article>
  )
}
