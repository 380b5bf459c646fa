import type { UserInfo } from '@fairdraw/contract';
import { Button, Dialog, List, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { useLanguagePicker } from '../../../components/ui/language-picker';
import { env } from '../../../config/env';
import { formatDateTime } from '../../../lib/format-date-time';

interface SettingsViewProps {
  user: UserInfo;
  /** Ends the session (auth feature); injected by the route. */
  onLogout: () => Promise<void>;
  /** The responsible-gaming section (its own feature), composed in by the route. */
  responsibleGaming?: ReactNode;
}

const levelColor = { low: 'danger', medium: 'warning', high: 'success' } as const;

export function SettingsView({ user, onLogout, responsibleGaming }: SettingsViewProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const pickLanguage = useLanguagePicker();
  const go = (to: string) => () => void navigate(to);

  const confirmLogout = async () => {
    const ok = await Dialog.confirm({ content: t('setup.logoutConfirm') });
    if (!ok) return;
    await onLogout();
    await navigate(paths.login, { replace: true });
  };

  return (
    <>
      <List header={t('setup.security')} mode="card">
        <List.Item
          extra={
            <Tag color={levelColor[user.securityLevel]} round>
              {t(`setup.level.${user.securityLevel}`)}
            </Tag>
          }
          description={t(`setup.levelHelp.${user.securityLevel}`)}
        >
          {t('setup.securityLevel')}
        </List.Item>
        <List.Item
          description={
            user.lastLoginAt ? (
              <span className="setup-last-login">
                <span>{formatDateTime(user.lastLoginAt, i18n.language)}</span>
                {user.lastLoginIp && (
                  <span>
                    {t('setup.lastLoginIp')}: {user.lastLoginIp}
                  </span>
                )}
              </span>
            ) : (
              t('setup.never')
            )
          }
        >
          {t('setup.lastLogin')}
        </List.Item>
        <List.Item
          onClick={go(paths.modifyLoginPwd)}
          description={t('setup.notMeText')}
          extra={<span className="app-link">{t('setup.changeNow')}</span>}
        >
          {t('setup.notMe')}
        </List.Item>
        <List.Item onClick={go(paths.modifyLoginPwd)}>{t('setup.loginPassword')}</List.Item>
        <List.Item
          onClick={go(paths.modifyTransPwd)}
          extra={user.hasFundPassword ? t('setup.isSet') : t('common.notSet')}
        >
          {t('setup.fundPassword')}
        </List.Item>
        <List.Item onClick={go(paths.bindPhone)} extra={user.phone ?? t('common.notSet')}>
          {t('setup.bindPhone')}
        </List.Item>
        <List.Item onClick={go(paths.bindEmail)} extra={user.email ?? t('common.notSet')}>
          {t('setup.bindEmail')}
        </List.Item>
        <List.Item onClick={go(paths.withdrawalAddress)}>{t('setup.withdrawalAddress')}</List.Item>
      </List>
      {responsibleGaming}
      <List header={t('setup.general')} mode="card">
        <List.Item onClick={pickLanguage} extra={t(`lang.${i18n.language}`)}>
          {t('setup.language')}
        </List.Item>
        <List.Item extra={env.appVersion}>{t('setup.version')}</List.Item>
      </List>
      <div className="app-actions">
        <Button block color="danger" fill="outline" size="large" onClick={() => void confirmLogout()}>
          {t('setup.logout')}
        </Button>
      </div>
    </>
  );
}
