import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, TextArea } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { subscribeGameEvents } from '../../../lib/game-events';
import { unreadQueryKey } from '../../../lib/unread';
import { conversationQuery, replyOf, useCatchUp, useSendMessage } from '../api/support-api';
import '../support.css';

const shortTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * The signed-in user's conversation with customer service: history, a send box, and operator
 * replies arriving live over the shared /game/events stream (a `service` event fetches what is new,
 * which also marks it read while the user is looking).
 */
export function SupportChat() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const conversation = useQuery(conversationQuery());
  const send = useSendMessage();
  const catchUp = useCatchUp();
  const [text, setText] = useState('');
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      subscribeGameEvents((event) => {
        if (event.type === 'service') void catchUp(replyOf(event.data)).catch(() => undefined);
      }),
    [catchUp],
  );
  // Opening the conversation read it on the server: the badge follows.
  useEffect(() => {
    if (conversation.isSuccess) void queryClient.invalidateQueries({ queryKey: unreadQueryKey });
  }, [conversation.isSuccess, queryClient]);
  const count = conversation.data?.list.length ?? 0;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  if (conversation.isPending) return <SectionSkeleton rows={4} />;
  if (conversation.isError) return <SectionError onRetry={() => void conversation.refetch()} />;

  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed || send.isPending) return;
    send.mutate(trimmed, { onSuccess: () => setText('') });
  };

  return (
    <div className="support-chat">
      <ol className="support-chat__list" aria-label={t('support.history')} aria-live="polite">
        {conversation.data.list.length === 0 && (
          <li className="support-chat__empty">{t('support.welcome')}</li>
        )}
        {conversation.data.list.map((m) => (
          <li
            key={m.id}
            className={
              m.author === 'operator'
                ? 'support-bubble support-bubble--operator'
                : 'support-bubble support-bubble--mine'
            }
          >
            <span className="app-visually-hidden">
              {m.author === 'operator' ? t('support.fromOperator') : t('support.fromMe')}
            </span>
            <span className="support-bubble__text">{m.text}</span>
            <time className="support-bubble__time" dateTime={m.createdAt}>
              {shortTime(m.createdAt)}
            </time>
          </li>
        ))}
      </ol>
      <div ref={endRef} />
      <form
        className="support-chat__composer"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor="support-chat-text" className="app-visually-hidden">
          {t('support.message')}
        </label>
        <TextArea
          id="support-chat-text"
          placeholder={t('support.placeholder')}
          value={text}
          onChange={setText}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={1000}
        />
        <Button type="submit" color="primary" loading={send.isPending} disabled={!text.trim()}>
          {t('support.send')}
        </Button>
      </form>
    </div>
  );
}
