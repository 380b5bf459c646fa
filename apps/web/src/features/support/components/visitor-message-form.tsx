import { Button, Input, Result, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { useSendVisitorMessage } from '../api/support-api';
import '../support.css';

/** Logged out (the page is on the guard's whitelist): leave a message and a way to be answered. */
export function VisitorMessageForm() {
  const { t } = useTranslation();
  const send = useSendVisitorMessage();
  const [contact, setContact] = useState('');
  const [text, setText] = useState('');

  if (send.isSuccess) {
    return (
      <Result
        status="success"
        title={t('support.visitorSent')}
        description={t('support.visitorSentHint', { contact: contact.trim() })}
      />
    );
  }
  const ready = contact.trim().length >= 3 && text.trim().length > 0;
  return (
    <form
      className="support-visitor"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) send.mutate({ contact: contact.trim(), text: text.trim() });
      }}
    >
      <p className="support-visitor__intro">{t('support.visitorIntro')}</p>
      <label className="support-visitor__label" htmlFor="support-contact">
        {t('support.contact')}
      </label>
      <Input
        id="support-contact"
        placeholder={t('support.contactPlaceholder')}
        value={contact}
        onChange={setContact}
        maxLength={100}
      />
      <label className="support-visitor__label" htmlFor="support-text">
        {t('support.message')}
      </label>
      <TextArea
        id="support-text"
        placeholder={t('support.placeholder')}
        value={text}
        onChange={setText}
        rows={4}
        maxLength={1000}
        showCount
      />
      <Button block type="submit" color="primary" loading={send.isPending} disabled={!ready}>
        {t('support.send')}
      </Button>
      <p className="support-visitor__login">
        <Link to={paths.login}>{t('support.loginForChat')}</Link>
      </p>
    </form>
  );
}
