import type { BindDigitalWalletInput } from '@fairdraw/rules';
import { bindDigitalWalletSchema, maskWalletAddress, walletNetworks } from '@fairdraw/rules';
import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { useBindWallet } from '../api/wallet-api';
import { BindAddressForm } from './bind-address-form';

/**
 * Binding a digital wallet: wallet name, network, address and its confirmation, fund password;
 * confirmed before binding.
 */
export function BindWalletForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const bind = useBindWallet();
  return (
    <BindAddressForm<'walletName' | 'network' | 'address' | 'confirmAddress', BindDigitalWalletInput>
      schema={bindDigitalWalletSchema}
      initial={{ walletName: '', network: 'TRC20', address: '', confirmAddress: '', fundPassword: '' }}
      fields={[
        {
          name: 'walletName',
          label: t('wallet.walletName'),
          input: { placeholder: t('wallet.walletNamePlaceholder') },
        },
        {
          name: 'network',
          label: t('wallet.network'),
          control: (value, set) => (
            <Selector
              columns={2}
              value={[value]}
              onChange={(values) => values[0] && set(values[0])}
              options={walletNetworks.map((n) => ({ value: n, label: `USDT ${n}` }))}
            />
          ),
        },
        {
          name: 'address',
          label: t('wallet.address'),
          input: { placeholder: t('wallet.addressPlaceholder') },
        },
        {
          name: 'confirmAddress',
          label: t('wallet.confirmAddress'),
          input: { placeholder: t('wallet.addressPlaceholder') },
        },
      ]}
      confirmTitle={t('wallet.confirmTitle')}
      confirmText={(values) =>
        t('wallet.confirmText', { network: values.network, address: maskWalletAddress(values.address) })
      }
      savedText={t('wallet.saved')}
      bind={bind}
      onDone={onDone}
    />
  );
}
