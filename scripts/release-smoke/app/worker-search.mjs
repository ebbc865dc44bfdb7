// A search on worker threads, as an app on a multi-core server runs one: two threads that load
// Talpa (with its knowledge) from the installed package, one move chosen, the threads closed.
import { parallelPlayer } from '@quadrille/ai/node';
import { talpa } from '@quadrille/talpa';

const ai = parallelPlayer({
  threads: 2,
  game: { module: '@quadrille/talpa', game: 'talpa' },
  iterations: 200,
});
try {
  const pos = talpa.create({ variant: 'beginner' });
  const { move, stats } = await ai.chooseMove(pos);
  if (!pos.isLegal(move) || stats.threadIterations.length !== 2)
    throw new Error('the threads did not search');
  console.log(`worker threads: ${talpa.formatMove(pos, move)} after ${stats.iterations} simulations`);
} finally {
  await ai.close();
}
