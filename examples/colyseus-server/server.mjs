// The server: a Colyseus 0.17 room type for every game of the catalogue (@quadrille/colyseus
// checks each move by the game's rules, hands out seats and rejoin tokens, and broadcasts the
// state), and the client page built by `npm run build` (dist/) on the same port.
//
//   npm run build && npm start        # then open http://127.0.0.1:2567
//   PORT=3000 HOST=0.0.0.0 npm start  # reachable from other machines
//
// Rooms live in this process's memory; give startServer `redis: 'redis://…'` to store every
// move in Redis and run several processes (see @quadrille/colyseus's guide).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '@quadrille/colyseus';
import { catalogue } from '@quadrille/games';
import express from 'express';

const page = join(import.meta.dirname, 'dist');
if (!existsSync(join(page, 'index.html'))) console.warn('no client page in dist/: run `npm run build` first');

const server = await startServer({
  games: catalogue,
  port: Number(process.env.PORT ?? 2567),
  host: process.env.HOST ?? '127.0.0.1',
  express: (app) => app.use(express.static(page)),
  log: (line) => console.log(line),
});
console.log(`listening on http://${process.env.HOST ?? '127.0.0.1'}:${server.port}`);

// startServer installs no signal handler: leave the rooms cleanly on Ctrl-C or a stop.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
