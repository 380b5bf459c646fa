import { unstableSetRender } from 'antd-mobile';
import type { Root } from 'react-dom/client';
import { createRoot } from 'react-dom/client';

/**
 * antd-mobile's imperative APIs (Toast.show, Dialog, ActionSheet, ImageViewer) render nothing under
 * React 19 until a renderer is registered (stack-notes). Import this module before anything else.
 */
type Container = (Element | DocumentFragment) & { __fairdrawRoot?: Root };

unstableSetRender((node, container: Container) => {
  container.__fairdrawRoot ??= createRoot(container);
  const root = container.__fairdrawRoot;
  root.render(node);
  return async () => {
    // Let the close animation's last frame commit before tearing the root down.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container.__fairdrawRoot;
  };
});
