import type { MaskedBankCard, MaskedWallet } from '@fairdraw/contract';
import { Button, Dialog, Input, List, Tag } from 'antd-mobile';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { showToast } from '../../../lib/toast';
import { useAddresses, useDeleteAddress } from '../api/wallet-api';
import { addressLabel } from './address-label';

type Address = MaskedBankCard | MaskedWallet;

/** Withdrawal address management: bound cards and wallets, add either, remove with confirmation. */
export function AddressManager({
  onAddBank,
  onAddWallet,
}: {
  onAddBank: () => void;
  onAddWallet: () => void;
}) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const fundPassword = useRef('');

  const confirmRemove = async (a: Address) => {
    fundPassword.current = '';
    const confirmed = await Dialog.confirm({
      title: t('address.removeTitle'),
      content: (
        <div className="app-dialog-form">
          <p>{addressLabel(a)}</p>
          <Input
            type="password"
            inputMode="numeric"
            maxLength={6}
            aria-label={t('withdraw.fundPassword')}
            placeholder={t('address.fundPasswordPrompt')}
            onChange={(v) => (fundPassword.current = v)}
          />
        </div>
      ),
      confirmText: t('address.remove'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    await remove.mutateAsync({ id: a.id, kind: a.kind, fundPassword: fundPassword.current });
    showToast(t('address.removed'));
  };

  if (addresses.isPending) return <SectionSkeleton />;
  if (addresses.isError) return <SectionError onRetry={() => void addresses.refetch()} />;
  const groups: [string, Address[]][] = [
    [t('address.bankCards'), addresses.data.bankCards],
    [t('address.wallets'), addresses.data.wallets],
  ];
  return (
    <>
      <p className="app-intro app-warning">{t('address.warning')}</p>
      {groups.map(([title, list]) => (
        <List key={title} header={title} mode="card">
          {list.length === 0 && <List.Item className="app-muted">{t('address.empty')}</List.Item>}
          {list.map((a) => (
            <List.Item
              key={`${a.kind}:${a.id}`}
              description={a.kind === 'bank' ? a.realName : a.walletName}
              extra={
                a.locked ? (
                  <Tag color="default" fill="outline" data-testid={`address-locked-${a.id}`}>
                    {t('address.locked')}
                  </Tag>
                ) : (
                  <Button
                    size="mini"
                    color="danger"
                    fill="outline"
                    onClick={() => void confirmRemove(a).catch(() => undefined)}
                  >
                    {t('address.remove')}
                  </Button>
                )
              }
            >
              {addressLabel(a)}
            </List.Item>
          ))}
        </List>
      ))}
      <div className="app-actions app-actions--row">
        <Button block color="primary" fill="outline" onClick={onAddBank}>
          {t('address.addBank')}
        </Button>
        <Button block color="primary" fill="outline" onClick={onAddWallet}>
          {t('address.addWallet')}
        </Button>
      </div>
    </>
  );
}
