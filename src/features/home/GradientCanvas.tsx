import { useEffect, useRef, useState } from 'react'
import { FIRST_TRANSITION_MS, interpolateBlobs, phaseAt, placeBlobs, seededRandom, type Blob } from './gradient'

/**
 * Canvas pixels per CSS pixel. The blobs are soft gradients with no edges, so a small canvas
 * stretched by the browser looks the same as a full-resolution one, while each frame fills
 * a sixty-fourth of the pixels: a full-size canvas kept slow phones' main thread busy for the
 * whole first transition.
 */
const CANVAS_SCALE = 1 / 8

function draw(canvas: HTMLCanvasElement, blobs: Blob[], dark: boolean) {
  const context = canvas.getContext('2d')
  if (!context) return
  const { width, height } = canvas
  context.clearRect(0, 0, width, height)
  context.globalCompositeOperation = dark ? 'lighter' : 'multiply'
  for (const blob of blobs) {
    const x = blob.x * width
    const y = blob.y * height
    const radius = blob.radius * CANVAS_SCALE
    const gradient = context.createRadialGradient(x, y, 0, x, y, radius)
    const lightness = dark ? 35 : 75
    gradient.addColorStop(0, `hsla(${blob.hue}, 90%, ${lightness}%, ${dark ? 0.35 : 0.55})`)
    gradient.addColorStop(1, `hsla(${blob.hue}, 90%, ${lightness}%, 0)`)
    context.fillStyle = gradient
    context.fillRect(0, 0, width, height)
  }
}

/**
 * The animated background of the home page: drawn at rest when the browser is first idle, its
 * blobs moving every two minutes. Never mounted for visitors who prefer reduced motion; between
 * transitions no frame is drawn.
 */
export function GradientCanvas({ seed }: { seed: number }) {
  const [allowed, setAllowed] = useState(false)
  const canvasRef = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const media = window.matchMedia('(prefers-reduced-motion: reduce)')
    setAllowed(!media.matches)
    const onChange = () => setAllowed(!media.matches)
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [])

  useEffect(() => {
    const canvas = canvasRef.current
    if (!allowed || !canvas) return
    const random = seededRandom(seed)
    const layouts: Blob[][] = [placeBlobs(random), placeBlobs(random)]
    const layoutFor = (index: number): Blob[] => {
      while (layouts.length <= index + 1) layouts.push(placeBlobs(random))
      return layouts[index] as Blob[]
    }
    const resize = () => {
      canvas.width = Math.max(1, Math.ceil(canvas.clientWidth * CANVAS_SCALE))
      canvas.height = Math.max(1, Math.ceil(canvas.clientHeight * CANVAS_SCALE))
    }
    resize()
    window.addEventListener('resize', resize)

    // The blobs start at rest, drawn once the browser is idle, and first move after the pause:
    // moving while the page loads cost a slow phone a long task per frame (Lighthouse, npm run bench:builds).
    const start = performance.now() - FIRST_TRANSITION_MS
    let frame = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const phase = phaseAt(performance.now() - start)
      const blobs = interpolateBlobs(layoutFor(phase.transition), layoutFor(phase.transition + 1), phase.progress)
      draw(canvas, blobs, document.documentElement.classList.contains('dark'))
      if (phase.moving) frame = requestAnimationFrame(tick)
      else timer = setTimeout(() => (frame = requestAnimationFrame(tick)), phase.nextChangeInMs)
    }
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout
    const idle = whenIdle(() => (frame = requestAnimationFrame(tick)))
    return () => {
      cancelIdle(idle)
      cancelAnimationFrame(frame)
      if (timer) clearTimeout(timer)
      window.removeEventListener('resize', resize)
    }
  }, [allowed, seed])

  if (!allowed) return null
  return <canvas ref={canvasRef} data-testid="home-gradient" aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 h-full w-full" />
}
