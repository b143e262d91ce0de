import { Component, type ErrorInfo, type ReactNode } from 'react'

type Props = { children: ReactNode; fallback?: ReactNode; name: string }

/**
 * Keeps a widget's failure to itself: the rest of the page goes on working and the widget's
 * place shows the fallback (nothing by default).
 */
export class QuietErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn(`The ${this.props.name} widget failed and was left out.`, error, info.componentStack)
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children
  }
}
