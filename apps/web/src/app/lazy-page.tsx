import { limits } from '@fairdraw/rules';
import { Button } from 'antd-mobile';
import type { ComponentType } from 'react';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorNotice } from '../components/ui/error-notice';
import { LoadingView } from '../components/ui/loading-view';

type PageModule<P> = { default: ComponentType<P> };

interface LazyOptions {
  /** A loading view appears only if loading takes longer than this (default `limits.pageLoadingDelayMs`). */
  delayMs?: number;
  /** After this long the chunk counts as failed (default `limits.pageLoadTimeoutMs`). */
  timeoutMs?: number;
  /**
   * Shown while the chunk loads, instead of nothing and then the loading view: a part of a page
   * draws its skeleton in place, so the page keeps its shape when the part arrives.
   */
  placeholder?: ComponentType;
}

type LoadState<P> =
  { status: 'loading' } | { status: 'ready'; Page: ComponentType<P> } | { status: 'failed' };

/**
 * A page loaded on demand. Unlike React.lazy, a failed or timed-out chunk shows an error with a Retry
 * button that loads it again, instead of a blank screen or a cached rejection.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>, options: LazyOptions = {}) {
  const delayMs = options.delayMs ?? limits.pageLoadingDelayMs;
  const timeoutMs = options.timeoutMs ?? limits.pageLoadTimeoutMs;
  const Placeholder = options.placeholder;
  let loaded: ComponentType<P> | null = null;
  // One request shared by preload() and the first render; a failure is forgotten so Retry loads again.
  let pending: Promise<PageModule<P>> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (module) => {
        // A preloaded page (the first screen) then renders at once, without a loading pass.
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function LazyPage(props: P) {
    const { t } = useTranslation();
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<LoadState<P>>(() =>
      loaded ? { status: 'ready', Page: loaded } : { status: 'loading' },
    );
    const [slow, setSlow] = useState(false);

    const ready = state.status === 'ready';
    useEffect(() => {
      // (`loaded` may be set between this render and the effect: the resolved promise then finishes.)
      if (ready) return;
      let settled = false;
      const slowTimer = setTimeout(() => setSlow(true), delayMs);
      const timeoutTimer = setTimeout(() => finish(null), timeoutMs);
      function finish(page: ComponentType<P> | null) {
        if (settled) return;
        settled = true;
        clearTimeout(slowTimer);
        clearTimeout(timeoutTimer);
        if (page) loaded = page;
        // A transition: React renders the arrived page in short slices rather than one long task.
        startTransition(() => setState(page ? { status: 'ready', Page: page } : { status: 'failed' }));
      }
      loadOnce().then(
        (module) => finish(module.default),
        () => finish(null),
      );
      return () => {
        settled = true;
        clearTimeout(slowTimer);
        clearTimeout(timeoutTimer);
      };
    }, [attempt, ready]);

    if (state.status === 'ready') return <state.Page {...props} />;
    if (state.status === 'failed') {
      return (
        <div className="app-center">
          <ErrorNotice title={t('common.loadFailed')}>
            <Button
              color="primary"
              onClick={() => {
                setSlow(false);
                setState({ status: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {t('common.retry')}
            </Button>
          </ErrorNotice>
        </div>
      );
    }
    if (Placeholder) return <Placeholder />;
    return slow ? <LoadingView /> : <div className="app-page" aria-busy="true" />;
  }
  /** Starts loading the page's chunk now (the first screen, while other requests are under way). */
  LazyPage.preload = () => void loadOnce().catch(() => undefined);
  return LazyPage;
}
