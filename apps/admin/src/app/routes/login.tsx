import { Navigate, useLocation, useNavigate } from 'react-router';

import { LoginPage } from '../../features/auth/login-page';
import { session, useSession } from '../../lib/session';
import { homePathFor } from '../sections';

export default function LoginRoute() {
  const operator = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  if (operator) return <Navigate to={homePathFor(operator.role)} replace />;
  return (
    <LoginPage
      onSignedIn={(signedIn) => {
        session.set(signedIn);
        void navigate(from && from !== '/' ? from : homePathFor(signedIn.role), { replace: true });
      }}
    />
  );
}
