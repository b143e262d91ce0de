import type { FrameworkDisplay } from '~/site/frameworks'

/** A framework's mark; a framework the catalogue has no logo for gets a neutral badge with its initial. */
export function FrameworkLogo({ framework, size = 20 }: { framework: FrameworkDisplay; size?: number }) {
  if (framework.logo) return <img src={framework.logo} alt="" width={size} height={size} loading="lazy" decoding="async" className="shrink-0" />
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.55) }}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-gray-600 font-bold text-white dark:bg-gray-400 dark:text-gray-950"
    >
      {framework.label.charAt(0)}
    </span>
  )
}
