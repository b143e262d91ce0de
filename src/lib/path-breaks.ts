/**
 * Where a long path may wrap: after each `/` (and after `?`, `&`, `=`, `#` of its query), never
 * inside a word. Pure: the health tables render the pieces with a line-break opportunity between.
 */
export function pathPieces(path: string): string[] {
  return path.split(/(?<=[/?&=#])/).filter((piece) => piece.length > 0)
}
