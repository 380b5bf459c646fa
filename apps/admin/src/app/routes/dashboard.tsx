import { DashboardScreen } from '../../features/dashboard/dashboard';

export default function DashboardRoute() {
  return <DashboardScreen />;
}
