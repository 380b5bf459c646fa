import { WithdrawQueue } from '../../features/money/withdraw-queue';

export default function WithdrawQueueRoute() {
  return <WithdrawQueue />;
}
