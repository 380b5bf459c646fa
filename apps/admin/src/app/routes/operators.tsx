import { Operators } from '../../features/operators/operators';

export default function OperatorsRoute() {
  return <Operators />;
}
