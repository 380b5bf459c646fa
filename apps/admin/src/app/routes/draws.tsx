import { DrawsMonitor } from '../../features/draws/draws-monitor';

export default function DrawsRoute() {
  return <DrawsMonitor />;
}
