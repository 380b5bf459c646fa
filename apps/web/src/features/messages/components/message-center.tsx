import 'antd-mobile/es/components/badge/badge.css';

import type { MailItem, MailTab } from '@fairdraw/contract';
import { Badge, Button, Popup, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PagedList } from '../../../components/ui/paged-list';
import { useUnreadCounts } from '../../../lib/unread';
import { mailQuery, useMarkRead } from '../api/messages-api';
import '../messages.css';

const tabs: MailTab[] = ['notice', 'newsletter'];

/** "2026-11-23T18:09:32+07:00" → "2026-11-23 18:09" (the server already speaks the operator's zone). */
const shortTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * The message centre (ADR 074): Notice and Newsletter tabs with unread badges; tapping a message
 * opens it and marks it read; "mark all read" clears the current tab.
 */
export function MessageCenter() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MailTab>('notice');
  const [open, setOpen] = useState<MailItem | null>(null);
  const counts = useUnreadCounts();
  const markRead = useMarkRead();

  const openMessage = (item: MailItem) => {
    setOpen(item);
    if (!item.read) markRead.mutate({ id: item.id, tab });
  };
  const unreadOf = (key: MailTab) => counts?.[key] ?? 0;

  return (
    <div className="message-center">
      <Tabs activeKey={tab} onChange={(key) => setTab(key as MailTab)}>
        {tabs.map((key) => (
          <Tabs.Tab
            key={key}
            title={
              <Badge content={unreadOf(key) > 0 ? unreadOf(key) : null} className="message-center__badge">
                <span className="message-center__tab-title">{t(`messages.tab.${key}`)}</span>
              </Badge>
            }
          />
        ))}
      </Tabs>
      <div className="message-center__actions">
        <Button
          size="small"
          fill="none"
          color="primary"
          disabled={unreadOf(tab) === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true, tab })}
        >
          {t('messages.markAllRead')}
        </Button>
      </div>
      <PagedList
        query={mailQuery(tab)}
        itemKey={(item) => item.id}
        emptyText={t('messages.empty')}
        renderItem={(item) => (
          <button
            type="button"
            className={item.read ? 'message-row' : 'message-row message-row--unread'}
            onClick={() => openMessage(item)}
          >
            <span className="message-row__head">
              {!item.read && <span className="message-row__dot" aria-label={t('messages.unread')} />}
              <span className="message-row__title">{item.title}</span>
              <span className="message-row__time">{shortTime(item.createdAt)}</span>
            </span>
            <span className="message-row__body">{item.body}</span>
          </button>
        )}
      />
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        onClose={() => setOpen(null)}
        bodyClassName="message-detail"
      >
        {open && (
          <article role="dialog" aria-modal="true" aria-labelledby="message-detail-title">
            <h2 id="message-detail-title" className="message-detail__title">
              {open.title}
            </h2>
            <p className="message-detail__time">{shortTime(open.createdAt)}</p>
            <p className="message-detail__body">{open.body}</p>
            <Button block color="primary" onClick={() => setOpen(null)}>
              {t('messages.close')}
            </Button>
          </article>
        )}
      </Popup>
    </div>
  );
}
