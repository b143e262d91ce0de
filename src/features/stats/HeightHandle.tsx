import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { MAX_HEIGHT, MIN_HEIGHT } from './search-params'

type Props = { height: number; onPreview: (height: number) => void; onCommit: (height: number) => void }

const clamp = (h: number) => Math.round(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, h)))

/** A bar under the chart: drag it, or focus it and use the arrow keys, to change the height. */
export function HeightHandle({ height, onPreview, onCommit }: Props) {
  const drag = useRef<{ y: number; height: number; last: number } | undefined>(undefined)

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { y: event.clientY, height, last: height }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d) return
    d.last = clamp(d.height + event.clientY - d.y)
    onPreview(d.last)
  }
  const onPointerUp = () => {
    const d = drag.current
    drag.current = undefined
    if (d && d.last !== d.height) onCommit(d.last)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 100 : 20
    const next = { ArrowUp: height - step, ArrowDown: height + step, Home: MIN_HEIGHT, End: MAX_HEIGHT }[event.key]
    if (next === undefined) return
    event.preventDefault()
    onCommit(clamp(next))
  }

  return (
    <div
      role="separator"
      aria-orientation="horizontal"
      aria-label="Chart height"
      aria-valuemin={MIN_HEIGHT}
      aria-valuemax={MAX_HEIGHT}
      aria-valuenow={height}
      aria-valuetext={`${height} pixels`}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      data-testid="height-handle"
      className="group flex h-4 cursor-ns-resize touch-none items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-blue-500"
    >
      <span className="h-1 w-16 rounded-full bg-gray-300 group-hover:bg-gray-400 dark:bg-gray-700 dark:group-hover:bg-gray-500" aria-hidden="true" />
    </div>
  )
}
