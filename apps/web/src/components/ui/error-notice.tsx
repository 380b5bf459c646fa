import 'antd-mobile/es/components/error-block/error-block.css';

import type { ReactNode } from 'react';

interface ErrorNoticeProps {
  title: ReactNode;
  fullPage?: boolean;
  children?: ReactNode;
}

/**
 * antd-mobile's ErrorBlock look without its illustrations (about 10 KB gzip of inline SVG): the
 * failure views that the first chunk must carry (lazy pages, the guard, the error boundary) use this.
 */
export function ErrorNotice({ title, fullPage = false, children }: ErrorNoticeProps) {
  return (
    <div className={fullPage ? 'adm-error-block adm-error-block-full-page' : 'adm-error-block'} role="alert">
      <div className="adm-error-block-description">
        <div className="adm-error-block-description-title">{title}</div>
      </div>
      {children !== undefined && <div className="adm-error-block-content">{children}</div>}
    </div>
  );
}
