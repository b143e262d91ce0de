import { htmlOf, type HtmlSource } from '~/lib/in-page-html'
import { FileIcon } from './FileIcon'

type FileData =
  | { kind: 'text'; path: string; size: number; language: string; html: HtmlSource; lines: number }
  | { kind: 'binary' | 'too-large'; path: string; size: number }
  | null

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** One file of an example: Shiki HTML (light and dark, as in the docs), or a note with a GitHub link. */
export function FileView({ file, path, githubUrl }: { file: FileData; path: string; githubUrl: string }) {
  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b border-gray-200 px-3 py-1.5 font-mono text-xs text-gray-600 dark:border-gray-800 dark:text-gray-300">
        <FileIcon name={path} />
        <span data-testid="current-file" className="truncate" title={path}>
          {path}
        </span>
        {file ? <span className="ml-auto shrink-0 text-gray-600 dark:text-gray-400">{formatSize(file.size)}</span> : null}
      </div>
      {file?.kind === 'text' ? (
        <div
          className="example-code min-h-0 flex-1 overflow-auto"
          data-language={file.language}
          data-html-slot="example-file"
          dangerouslySetInnerHTML={{ __html: htmlOf(file.html) }}
        />
      ) : (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-sm text-gray-600 dark:text-gray-300">
          <p className="font-semibold">
            {file?.kind === 'binary'
              ? 'Binary file: not shown here.'
              : file?.kind === 'too-large'
                ? 'This file is too large to show here.'
                : 'This file could not be read.'}
          </p>
          <a href={githubUrl} rel="noreferrer" target="_blank" className="font-semibold text-emerald-700 underline dark:text-emerald-400">
            View it on GitHub
          </a>
        </div>
      )}
    </div>
  )
}
