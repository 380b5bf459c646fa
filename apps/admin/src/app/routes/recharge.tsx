import { RechargeQueue } from '../../features/money/recharge-queue';

export default function RechargeQueueRoute() {
  return <RechargeQueue />;
}
