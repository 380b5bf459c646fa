import { SupportDesk } from '../../features/support/support-desk';

export default function SupportDeskRoute() {
  return <SupportDesk />;
}
