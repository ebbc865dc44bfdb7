/**
 * The page the board's browser tests drive: `<quadrille-board>` defined with every game of the
 * catalogue and the m,n,k-game (a custom game), a computer worker for them, and a record of every
 * event a board sends (`window.quadrille.events`). Tests add boards with `page.evaluate`.
 */
import { defineBoard } from '@quadrille/board';
import { attachComputer, type ComputerOptions } from '@quadrille/board/computer';
import type { AnyGameDescription } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { catalogue } from '@quadrille/games';

const games: AnyGameDescription[] = [...catalogue, mnk];
defineBoard({ games });

/** One event as the tests read it: its type, the board's id and its detail as plain data. */
interface Recorded {
  readonly type: string;
  readonly board: string;
  readonly detail: unknown;
}

const events: Recorded[] = [];
for (const type of [
  'quadrille-move',
  'quadrille-over',
  'quadrille-change',
  'quadrille-error',
  'quadrille-computer',
]) {
  document.addEventListener(type, (e) => {
    const detail = (e as CustomEvent).detail as Record<string, unknown>;
    const plain = JSON.parse(
      JSON.stringify(detail, (key, value) =>
        key === 'error' && value instanceof Error ? { name: value.name, message: value.message } : value,
      ),
    );
    events.push({ type, board: (e.target as Element).id, detail: plain });
  });
}

/** Main-thread tasks over 50 ms (Chromium's long tasks), from the page's start. */
const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask' });

const spawn = () => new Worker(new URL('./computer-worker.ts', import.meta.url), { type: 'module' });

Object.assign(window, {
  quadrille: {
    games: Object.fromEntries(games.map((g) => [g.id, g])),
    events,
    longTasks,
    /** A computer for `board`, its worker this page's, or the module at `script` when given. */
    attachComputer: (
      board: HTMLElementTagNameMap['quadrille-board'],
      options: Omit<ComputerOptions, 'spawn'>,
      script?: string,
    ) =>
      attachComputer(board, {
        spawn: script === undefined ? spawn : () => new Worker(script, { type: 'module' }),
        ...options,
      }),
  },
});
document.body.dataset.ready = 'yes';
