import { Button, Result, Spin } from 'antd';
import {
  Component,
  Suspense,
  lazy,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { LAZY_SCREEN_TIMEOUT_MS } from '@mes/contracts';

// Lazy-loaded screens give up after 120 s (000 §9) and offer a retry instead of spinning for ever.

export class LoadTimeout extends Error {
  constructor(ms: number) {
    super(`screen did not load within ${ms} ms`);
    this.name = 'LoadTimeout';
  }
}

/** The loader's promise, rejected with LoadTimeout when it takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadTimeout(ms)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

type BoundaryProps = { fallback: (error: Error) => ReactNode; children: ReactNode };

class LoadBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('screen failed', error, info.componentStack);
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      data-testid="screen-load-failed"
      title={t(error instanceof LoadTimeout ? 'shell.lazy.timeout' : 'shell.lazy.failed')}
      subTitle={error instanceof LoadTimeout ? undefined : error.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('shell.lazy.retry')}
        </Button>
      }
    />
  );
}

export function ScreenSpinner() {
  return (
    <div className="screen-spinner">
      <Spin size="large" />
    </div>
  );
}

export type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A component that loads `load` on first render, times out after `timeoutMs`, and shows a retry on failure; a retry
 * asks the loader again (React.lazy keeps a failed promise, so each attempt gets its own lazy component).
 */
export function lazyScreen<P extends object>(
  load: Loader<P>,
  timeoutMs: number = LAZY_SCREEN_TIMEOUT_MS,
): ComponentType<P> {
  function LazyScreen(props: P) {
    const [attempt, setAttempt] = useState(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each attempt gets a lazy component of its own
    const Screen = useMemo(() => lazy(() => withTimeout(load(), timeoutMs)), [attempt]);
    return (
      <LoadBoundary
        key={attempt}
        fallback={(error) => <LoadFailed error={error} onRetry={() => setAttempt((n) => n + 1)} />}
      >
        <Suspense fallback={<ScreenSpinner />}>
          <Screen {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyScreen;
}
