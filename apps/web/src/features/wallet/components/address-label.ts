import type { MaskedBankCard, MaskedWallet } from '@fairdraw/contract';

/** "Vietcombank **** **** 0123" or "TRC20 TLa2f6****YjU7": masked as the server sent it. */
export const addressLabel = (a: MaskedBankCard | MaskedWallet): string =>
  a.kind === 'bank' ? `${a.bankName} ${a.cardNumber}` : `${a.network} ${a.address}`;
