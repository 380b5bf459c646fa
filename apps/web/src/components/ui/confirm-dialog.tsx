import { Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  content: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A declarative confirm/cancel dialog (state lives in the form that asks, not in a global). */
export function ConfirmDialog({ open, title, content, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={open}
      title={title}
      content={content}
      closeOnMaskClick
      onClose={onCancel}
      actions={[
        [
          { key: 'cancel', text: t('common.cancel') },
          { key: 'confirm', text: t('common.confirm'), bold: true },
        ],
      ]}
      onAction={(action) => (action.key === 'confirm' ? onConfirm() : onCancel())}
    />
  );
}
