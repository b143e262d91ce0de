import { Fragment } from 'react'
import { pathPieces } from '~/lib/path-breaks'

/**
 * A path that wraps only between its segments (`<wbr>` after each `/`): in a table, a long
 * path keeps its words whole and the column is as wide as its longest segment. A segment wider
 * than the cell still wraps (`break-word`), the last resort.
 */
export function PathText({ path }: { path: string }) {
  return (
    <span className="[overflow-wrap:break-word]">
      {pathPieces(path).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  )
}
