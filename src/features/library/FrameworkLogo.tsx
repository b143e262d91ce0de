import type { FrameworkOption } from '~/site/types'

export function FrameworkLogo({ framework, size = 20 }: { framework: FrameworkOption; size?: number }) {
  return <img src={framework.logo} alt="" width={size} height={size} loading="lazy" decoding="async" className="shrink-0" />
}
