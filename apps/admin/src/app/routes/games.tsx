import { GamesTable } from '../../features/games/games-table';

export default function GamesRoute() {
  return <GamesTable />;
}
