import { GameScreen } from '../../features/game/components/game-screen';

/** Lazy: this family's game code loads only on its route. */
export default function K3GameRoute() {
  return <GameScreen family="k3" />;
}
