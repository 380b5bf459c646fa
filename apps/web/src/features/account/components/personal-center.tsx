import type { AvatarKey, UserInfo } from '@fairdraw/contract';
import { Avatar, ImageViewer, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { storage } from '../../../lib/storage';
import { showToast } from '../../../lib/toast';
import { useUpdateAvatar } from '../api/account-mutations';
import { avatarKeyOf, avatarUrl } from '../avatar';
import { AvatarPicker } from './avatar-picker';

interface PersonalCenterProps {
  user: UserInfo;
  /** Opened from "change avatar" in Mine: show the picker at once. */
  pickOnOpen: boolean;
}

/** Avatar (tap to preview, "change" to pick), account, type, phone and e-mail. */
export function PersonalCenter({ user, pickOnOpen }: PersonalCenterProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(pickOnOpen);
  const mutation = useUpdateAvatar();
  const current = avatarKeyOf(user);

  const save = async (icon: AvatarKey) => {
    try {
      await mutation.mutateAsync({ icon });
      storage.set('avatar', icon);
      showToast(t('personal.avatarSaved'));
      setPicking(false);
    } catch {
      // The api-client has already shown the reason.
    }
  };

  return (
    <>
      <List mode="card">
        <List.Item
          prefix={
            <button
              type="button"
              className="personal-avatar"
              aria-label={t('personal.preview')}
              onClick={(event) => {
                // The row itself opens the picker; the avatar alone opens the preview.
                event.stopPropagation();
                ImageViewer.show({ image: avatarUrl(current) });
              }}
            >
              <Avatar src={avatarUrl(current)} alt="" />
            </button>
          }
          extra={t('personal.change')}
          onClick={() => setPicking(true)}
        >
          {t('personal.avatar')}
        </List.Item>
        <List.Item extra={user.account}>{t('personal.account')}</List.Item>
        <List.Item extra={t(`userType.${user.type}`)}>{t('personal.type')}</List.Item>
        <List.Item extra={user.phone ?? t('personal.unbound')}>{t('personal.phone')}</List.Item>
        <List.Item extra={user.email ?? t('personal.unbound')}>{t('personal.email')}</List.Item>
      </List>
      <AvatarPicker
        visible={picking}
        current={current}
        busy={mutation.isPending}
        onClose={() => setPicking(false)}
        onSave={(key) => void save(key)}
      />
    </>
  );
}
