import { limits } from '@fairdraw/rules';

/**
 * antd-mobile's Toast brings its mask and the react-spring animation engine (about 25 KB gzip): it
 * loads with the first toast instead of with the first screen.
 */
const loadToast = () => import('antd-mobile/es/components/toast').then((module) => module.default);

/** Toasts are centred and last 1.5 s. */
export function showToast(text: string): void {
  if (text === '') return;
  void loadToast().then((Toast) =>
    Toast.show({ content: text, position: 'center', duration: limits.toastDurationMs }),
  );
}
