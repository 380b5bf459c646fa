import { GameScreen } from '../../features/game/components/game-screen';

/** Lazy: this family's game code loads only on its route. */
export default function MarkSixGameRoute() {
  return <GameScreen family="marksix" />;
}
