import { Component, type ErrorInfo, type ReactNode } from 'react';
import { getErrorMessage } from '@/lib/get-error-message';

interface State {
  error: unknown;
  failed: boolean;
}

/** The global error fallback: 'Something went wrong', the message, and 'Try again'. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error in the app', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-screen items-center justify-center p-6">
        <div role="alert" className="max-w-md text-center">
          <p className="text-4xl" aria-hidden>
            ⚠️
          </p>
          <h1 className="mt-4 text-2xl font-bold">Something went wrong</h1>
          <p className="mt-2 text-slate-600">{getErrorMessage(this.state.error)}</p>
          <button
            type="button"
            className="mt-6 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            onClick={() => this.setState({ error: null, failed: false })}
          >
            Try again
          </button>
        </div>
      </main>
    );
  }
}
