import type { rechargeChannels } from '../../db/schema';
import { randomSecret } from '../../lib/ids';

/**
 * The channels a fresh installation starts with (operators edit them afterwards; they are data).
 * Account numbers and addresses are placeholders for the operator to replace. The sandbox gateway
 * lets the whole flow run locally; it exists only with SANDBOX_PAYMENTS on.
 */
export function defaultRechargeChannels(): Array<typeof rechargeChannels.$inferInsert> {
  return [
    {
      code: 'bank',
      name: 'Bank transfer',
      kind: 'bank',
      minFen: 10_000,
      maxFen: 5_000_000,
      details: { bankName: 'Vietcombank', accountName: 'FAIRDRAW JSC', accountNumber: '0071000123456' },
      sortOrder: 1,
    },
    {
      code: 'usdt_trc20',
      name: 'USDT (TRC20)',
      kind: 'crypto',
      minFen: 10_000,
      maxFen: 10_000_000,
      details: { network: 'TRC20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', fenPerUnit: 100 },
      sortOrder: 2,
    },
    {
      code: 'usdt_erc20',
      name: 'USDT (ERC20)',
      kind: 'crypto',
      minFen: 10_000,
      maxFen: 10_000_000,
      details: { network: 'ERC20', address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', fenPerUnit: 100 },
      sortOrder: 3,
    },
    {
      code: 'sandbox',
      name: 'Sandbox gateway',
      kind: 'gateway',
      minFen: 100,
      maxFen: 5_000_000,
      notifySecret: randomSecret(32),
      // Offered only while SANDBOX_PAYMENTS is on (recharge.service `offered`), whatever this says.
      enabled: true,
      sortOrder: 0,
    },
  ];
}
