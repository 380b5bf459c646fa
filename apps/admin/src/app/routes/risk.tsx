import { useState } from 'react';

import { RiskDesk } from '../../features/risk/risk-desk';
import { UserDrawer } from '../../features/users/user-drawer';

/** The risk desk, with the player's detail (and its responsible-play tab) in the users desk's drawer. */
export default function RiskRoute() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <RiskDesk onOpenUser={setOpen} />
      <UserDrawer userId={open} onClose={() => setOpen(null)} />
    </>
  );
}
