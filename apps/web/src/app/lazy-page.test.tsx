import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../i18n';
import { lazyPage } from './lazy-page';

function Loaded({ label }: { label: string }) {
  return <p>loaded {label}</p>;
}

const renderPage = (Page: ReturnType<typeof lazyPage<{ label: string }>>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Page label="page" />
    </I18nextProvider>,
  );

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lazy pages', () => {
  it('show no loading view for the first 200 ms, then one', () => {
    const Page = lazyPage<{ label: string }>(() => new Promise(() => undefined));
    renderPage(Page);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('with a placeholder, show it while loading, never the loading view, then the page', async () => {
    let resolve: (module: { default: typeof Loaded }) => void = () => undefined;
    const Page = lazyPage<{ label: string }>(
      () =>
        new Promise((done) => {
          resolve = done;
        }),
      { placeholder: () => <p>skeleton</p> },
    );
    renderPage(Page);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('skeleton')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    resolve({ default: Loaded });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('loaded page')).toBeTruthy();
    expect(screen.queryByText('skeleton')).toBeNull();
  });

  it('render the page with its props once the chunk arrives', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Loaded }));
    renderPage(Page);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('loaded page')).toBeTruthy();
  });

  it('a chunk that fails to load shows an error with Retry, and Retry loads it again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Loaded }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Loaded });
    const Page = lazyPage(load);
    renderPage(Page);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(/could not be loaded/)).toBeTruthy();
    expect(screen.queryByText('loaded page')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('loaded page')).toBeTruthy();
  });

  it('a chunk still missing after 60 s counts as failed', async () => {
    const Page = lazyPage<{ label: string }>(() => new Promise(() => undefined));
    renderPage(Page);
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(/could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
