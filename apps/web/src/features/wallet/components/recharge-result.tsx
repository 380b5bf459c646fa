import type { RechargeCreateData } from '@fairdraw/contract';
import { formatFen } from '@fairdraw/rules';
import { Button, Card } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { CopyText } from './copy-text';
import { QrImage } from './qr-image';

/** What to do after ordering: bank details with a reference, a crypto address with its QR, or the gateway. */
export function RechargeResult({
  order,
  onRecord,
  onAgain,
}: {
  order: RechargeCreateData;
  onRecord: () => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const i = order.instructions;
  return (
    <Card title={t('recharge.orderCreated')} className="app-card">
      <CopyText label={t('recharge.orderNo')} value={order.orderNo} testId="recharge-order-no" />
      <p className="app-amount-line">
        {t('recharge.amount')}: <strong>{formatFen(order.amount)}</strong>
      </p>
      {i?.kind === 'bank' && (
        <>
          <p className="app-intro">{t('recharge.bankInstructions')}</p>
          <CopyText label={t('recharge.bankName')} value={i.bankName ?? ''} />
          <CopyText label={t('recharge.accountName')} value={i.accountName ?? ''} />
          <CopyText label={t('recharge.accountNumber')} value={i.accountNumber ?? ''} />
          <CopyText label={t('recharge.reference')} value={i.reference ?? order.orderNo} />
        </>
      )}
      {i?.kind === 'crypto' && (
        <>
          <p className="app-intro">{t('recharge.cryptoInstructions', { network: i.network ?? '' })}</p>
          <div className="app-qr-box">
            <QrImage text={i.address ?? ''} label={t('recharge.address')} />
          </div>
          <CopyText label={t('recharge.address')} value={i.address ?? ''} />
          <CopyText label={t('recharge.amountToSend')} value={`${i.amountToSend ?? ''} USDT`} />
        </>
      )}
      {order.payUrl && (
        <>
          <p className="app-intro">{t('recharge.gatewayInstructions')}</p>
          <Button
            block
            color="primary"
            size="large"
            onClick={() => window.location.assign(order.payUrl ?? '/')}
          >
            {t('recharge.openGateway')}
          </Button>
        </>
      )}
      <div className="app-actions">
        <Button block fill="outline" onClick={onRecord}>
          {t('recharge.viewRecord')}
        </Button>
        <Button block fill="none" onClick={onAgain}>
          {t('recharge.again')}
        </Button>
      </div>
    </Card>
  );
}
