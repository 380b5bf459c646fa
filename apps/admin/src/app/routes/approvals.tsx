import { Approvals } from '../../features/money/approvals';

export default function ApprovalsRoute() {
  return <Approvals />;
}
