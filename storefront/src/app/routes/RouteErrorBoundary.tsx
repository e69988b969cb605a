import { Component, type ErrorInfo, type ReactNode } from 'react'

import { RouteError } from './RouteError'

type Props = { children: ReactNode; /** The page shown: a new one gets a new chance. */ pathname: string }
type State = { error: unknown; pathname: string }

/**
 * A crashing page (or a route chunk that failed to download) shows the shop's error screen
 * instead of a white page. Reset by navigating elsewhere, like the data router's errorElement;
 * not keyed by the path, so a navigation keeps the page's Suspense boundary (no spinner flash).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, pathname: this.props.pathname }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children
  }
}
