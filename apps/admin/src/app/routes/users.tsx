import { UsersSearch } from '../../features/users/users-search';

export default function UsersRoute() {
  return <UsersSearch />;
}
