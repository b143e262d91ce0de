import { Component, type ReactNode } from 'react'

/** Keeps a failure of the chart inside the chart's box; the table still shows the figures. */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.warn('The downloads chart failed to render.', error)
  }

  render() {
    if (this.state.failed) {
      return (
        <p className="rounded-lg border border-dashed border-gray-300 p-6 text-sm dark:border-gray-700">
          The chart could not be drawn. The table below has the figures.
        </p>
      )
    }
    return this.props.children
  }
}
