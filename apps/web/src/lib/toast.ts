import { limits } from '@fairdraw/rules';
import { Toast } from 'antd-mobile';

/** Spec section 8: toasts are centred and last 1.5 s. */
export function showToast(text: string): void {
  if (text === '') return;
  Toast.show({ content: text, position: 'center', duration: limits.toastDurationMs });
}

export function showLoadingToast(text: string): () => void {
  const handler = Toast.show({ icon: 'loading', content: text, position: 'center', duration: 0 });
  return () => handler.close();
}
