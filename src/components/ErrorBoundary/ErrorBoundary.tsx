// Catches render errors below it and shows the generic error view instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';

import ErrorView from '../ErrorView';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Custom fallback; default is the generic ErrorView. */
  fallback?: (error: Error, reset: () => void) => ReactNode;
  /** Changing this value clears a caught error (e.g. the location, so navigating away recovers). */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey: unknown;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Id of an unhandled error, for support: error class name, current seconds, a random letter. */
function unhandledErrorId(error: Error, now: number = Date.now(), random: number = Math.random()): string {
  const className = error.constructor?.name || error.name || 'Error';
  const letter = LETTERS[Math.floor(random * LETTERS.length) % LETTERS.length];
  return `${className}-${Math.floor(now / 1000)}-${letter}`;
}

export default class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Unhandled error ${unhandledErrorId(error)}`, error, info.componentStack);
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback ? this.props.fallback(error, this.reset) : <ErrorView />;
  }
}
