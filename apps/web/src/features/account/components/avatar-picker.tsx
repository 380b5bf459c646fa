import type { AvatarKey } from '@fairdraw/contract';
import { avatarKeys } from '@fairdraw/contract';
import { Avatar, Button, Grid, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { avatarUrl } from '../avatar';

interface AvatarPickerProps {
  visible: boolean;
  current: AvatarKey;
  busy: boolean;
  onClose: () => void;
  onSave: (key: AvatarKey) => void;
}

/** Bottom sheet: a large preview of the choice above the eight built-in avatars. */
export function AvatarPicker({ visible, current, busy, onClose, onSave }: AvatarPickerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<AvatarKey>(current);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="avatar-picker"
      destroyOnClose
    >
      <h3 className="avatar-picker__title">{t('personal.chooseAvatar')}</h3>
      <div className="avatar-picker__preview" aria-label={t('personal.preview')}>
        <Avatar src={avatarUrl(chosen)} className="avatar-picker__big" />
      </div>
      <Grid columns={4} gap={12}>
        {avatarKeys.map((key) => (
          <Grid.Item key={key}>
            <button
              type="button"
              className={
                key === chosen ? 'avatar-picker__option avatar-picker__option--on' : 'avatar-picker__option'
              }
              aria-pressed={key === chosen}
              aria-label={key}
              onClick={() => setChosen(key)}
            >
              <Avatar src={avatarUrl(key)} />
            </button>
          </Grid.Item>
        ))}
      </Grid>
      <div className="app-actions">
        <Button block color="primary" size="large" loading={busy} onClick={() => onSave(chosen)}>
          {t('common.save')}
        </Button>
      </div>
    </Popup>
  );
}
