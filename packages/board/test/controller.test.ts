/**
 * The board's controller in Node, with no DOM: moves made by selecting cells (one cell, cells in
 * order, a confirmation, a choice, a piece from the tray), selections refused with the position
 * unchanged, undo and redo (with the position's `undo`, and for a game without one), the end of
 * the game, the computer's seats (a fake player one can hold back, one that fails, and a small
 * real search), the events in order, the settings, the keyboard cursor, and a property: any
 * sequence of clicks, undos and redos leaves the position equal to its moves replayed from the
 * start.
 */

import { mctsPlayer, unsearchedChoice } from '@quadrille/ai';
import {
  BoardController,
  type BoardControllerEventMap,
  type BoardFrame,
  type MoveChooser,
} from '@quadrille/board/controller';
import { type AnyGameDescription, Grid, OptionsError, outcomeWords, type Position } from '@quadrille/core';
import { MnkPosition, mnk } from '@quadrille/examples';
import { blokus, linage, linkage, talpa } from '@quadrille/games';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

/** The events worth asserting on (not `update`, `announce`), as `[type, detail]`, in order. */
type Heard = [keyof BoardControllerEventMap, unknown][];

function listen(c: BoardController): Heard {
  const heard: Heard = [];
  for (const type of ['move', 'change', 'over', 'refused', 'computer'] as const) {
    c.on(type, (detail) => heard.push([type, detail]));
  }
  return heard;
}

/** What the controller announced, in order. */
function announcements(c: BoardController): string[] {
  const said: string[] = [];
  c.on('announce', ({ text }) => said.push(text));
  return said;
}

/** The game cell named `name` on `c`'s board. */
function at(c: BoardController, name: string): number {
  const cell = c.cellNamed(name);
  if (cell === undefined) throw new Error(`no cell ${name}`);
  return cell;
}

/** The labels of the overlays in a frame's picture. */
const overlayLabels = (frame: BoardFrame) => frame.picture?.view.overlays.map((o) => o.label) ?? [];

/** The m,n,k-game with positions that cannot take a move back: the controller keeps the positions before. */
class MnkWithoutUndo extends MnkPosition {}
Object.defineProperty(MnkWithoutUndo.prototype, 'undo', { value: undefined });
const mnkWithoutUndo: AnyGameDescription = {
  ...(mnk as AnyGameDescription),
  create: (options?: unknown) => {
    const { width, height, k } = mnk.create(options as never).rules;
    return new MnkWithoutUndo(Grid.of(width, height), k);
  },
};

/** A player that answers with the first legal move once `release()` is called (at once if `eager`). */
function heldPlayer(eager = false) {
  const waiting: (() => void)[] = [];
  const player: MoveChooser & { asked: number; release(): void } = {
    asked: 0,
    async chooseMove(pos: Position<number>) {
      player.asked++;
      if (!eager) await new Promise<void>((resolve) => waiting.push(resolve));
      return unsearchedChoice(pos.legalMoves()[0]!);
    },
    release() {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
  return player;
}

/** Waits for `test` to hold (the computer answers on later tasks). */
const until = (test: () => boolean) => vi.waitUntil(test, { timeout: 10_000, interval: 5 });

describe('moves by selecting cells', () => {
  it('plays a move of one cell at once, and says so', () => {
    const c = new BoardController({ game: mnk });
    const heard = listen(c);
    const said = announcements(c);
    c.clickCell(at(c, 'b2'));
    expect(heard).toEqual([
      ['move', { move: at(c, 'b2'), notation: 'b2', seat: 0 }],
      ['change', { cause: 'move' }],
    ]);
    expect(c.moves).toEqual([at(c, 'b2')]);
    expect(c.turn).toBe(1);
    expect(said).toEqual(['X played b2. O to move.']);
  });

  it('keeps an ordered selection, shows where it can go on, and plays it when it makes a move', () => {
    const c = new BoardController({ game: talpa, options: 'beginner' });
    const heard = listen(c);
    c.clickCell(at(c, 'a1'));
    expect(c.selection.cells).toEqual([at(c, 'a1')]);
    expect(c.message).toEqual({ text: 'Now select the next cell.', kind: 'info' });
    expect(overlayLabels(c.frame())).toEqual(expect.arrayContaining(['selected', 'next']));
    expect(heard).toEqual([]);
    c.clickCell(at(c, 'a2'));
    expect(heard).toEqual([
      ['move', { move: c.moves[0], notation: 'a1xa2', seat: 0 }],
      ['change', { cause: 'move' }],
    ]);
    expect(c.selection.cells).toEqual([]);
    expect(overlayLabels(c.frame())).not.toContain('selected');
  });

  it('waits for a confirmation when a longer move starts with the selection (Blokus’ monomino)', () => {
    const c = new BoardController({ game: blokus, options: 'duo' });
    const heard = listen(c);
    c.clickCell(at(c, 'e10'));
    expect(c.message.text).toBe('e10 is a move: confirm it (Enter), or select more cells.');
    expect(c.frame().controls).toEqual([
      { kind: 'button', label: 'Play e10 (Enter)', data: { action: 'confirm' } },
      { kind: 'button', label: 'Cancel (Esc)', data: { action: 'cancel' } },
    ]);
    c.confirm();
    expect(heard.map(([type]) => type)).toEqual(['move', 'change']);
    expect((heard[0]![1] as { notation: string }).notation).toBe('e10');
  });

  it('offers a choice when several moves share the cells (Linkage’s colours), and plays the one chosen', () => {
    const game: AnyGameDescription = linkage;
    const c = new BoardController({ game });
    c.play(c.position!.legalMoves()[0]!); // the black square, if the setup asks for one
    const pos = c.position!;
    const cellsOf = (m: number) => [...game.input.cells(pos, m)].sort((a, b) => a - b);
    const shared = pos
      .legalMoves()
      .find((m) => pos.legalMoves().some((o) => o !== m && cellsOf(o).join() === cellsOf(m).join()))!;
    const heard = listen(c);
    for (const cell of cellsOf(shared)) c.clickCell(cell);
    const choices = c.frame().controls.filter((s) => s.kind === 'button' && s.data.choice !== undefined);
    expect(choices.length).toBeGreaterThan(1);
    const notation = game.formatMove(pos, shared);
    c.choose('not a move'); // a button drawn for another selection does nothing
    expect(heard).toEqual([]);
    c.choose(notation);
    expect(heard[0]).toEqual(['move', { move: shared, notation, seat: pos.turn }]);
  });

  it('plays moves without a cell by their notation (a pass)', () => {
    const c = new BoardController({ game: linage });
    const heard = listen(c);
    expect(c.frame().controls).toContainEqual({ kind: 'button', label: 'pass', data: { move: 'pass' } });
    c.playCellFree('pass');
    expect(heard[0]).toEqual(['move', { move: c.moves[0], notation: 'pass', seat: 0 }]);
  });

  it('takes a piece from the tray, turns it, shows where it would go, and puts it down (also by touch)', () => {
    const c = new BoardController({ game: blokus, options: 'duo' });
    const heard = listen(c);
    expect(c.frame().tray?.colourName).toBe('Purple');
    c.pickPiece('L5');
    const shape = c.selection.held!.shape.key;
    c.turnPiece('rotate');
    expect(c.selection.held!.shape.key).not.toBe(shape);
    expect(() => c.turnPiece('spin' as never)).toThrow(OptionsError);
    c.pickPiece('X');
    expect(c.frame().tray?.held?.name).toBe('X');
    c.hoverCell(at(c, 'b2'));
    expect(overlayLabels(c.frame())).toContain('illegal placement');
    c.clickCell(at(c, 'b2'));
    expect(c.message.kind).toBe('error');
    expect(c.message.text).toMatch(/^Misses the starting point/);
    c.clickCell(at(c, 'e10'), { touch: true }); // a first tap shows it there
    expect(overlayLabels(c.frame())).toContain('legal placement');
    expect(c.frame().controls[0]).toEqual({
      kind: 'button',
      label: 'Place X (Enter)',
      data: { action: 'confirm' },
    });
    expect(heard).toEqual([]);
    c.clickCell(at(c, 'e10'), { touch: true }); // the second puts it down
    expect(heard[0]).toEqual(['move', { move: c.moves[0], notation: 'e9,d10,e10,f10,e11', seat: 0 }]);
    expect(c.selection.held).toBeUndefined();
  });
});

describe('refused input', () => {
  it('clears a selection that can lead to no move, says why, and leaves the position', () => {
    const c = new BoardController({ game: mnk });
    c.clickCell(at(c, 'b2'));
    const before = c.position!.toJSON();
    const heard = listen(c);
    c.clickCell(at(c, 'b2'));
    expect(c.message).toEqual({ text: 'No legal move uses b2.', kind: 'error' });
    const t = new BoardController({ game: blokus, options: 'duo' });
    t.clickCell(at(t, 'a1'));
    expect(t.message.text).toBe("Misses the starting point: Purple's first piece must cover e10.");
    expect(t.selection.cells).toEqual([]);
    expect(heard).toEqual([]);
    expect(c.position!.toJSON()).toEqual(before);
  });

  it('refuses input for a seat not played here, after the end, and cells that are not on the board', () => {
    const c = new BoardController({ game: mnk, seats: [0] });
    c.clickCell(at(c, 'a1'));
    c.clickCell(at(c, 'b1'));
    expect(c.message).toEqual({
      text: 'O is to move: that seat does not play at this board.',
      kind: 'error',
    });
    expect(c.localTurn).toBe(false);
    expect(c.frame().controls).toEqual([]);
    expect(c.moves).toHaveLength(1);
    for (const cell of [-1, 9, 1.5, Number.NaN]) {
      expect(() => c.clickCell(cell)).toThrow(
        expect.objectContaining({ code: 'ERR_OPTIONS', reason: 'bad-cell' }),
      );
    }
    expect(() => new BoardController().clickCell(0)).toThrow(expect.objectContaining({ reason: 'no-game' }));
    expect(() => c.play('zz99')).toThrow(expect.objectContaining({ code: 'ERR_NOTATION' }));
    expect(() => c.play(123456)).toThrow(expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE' }));
    expect(() => c.play(at(c, 'a1'))).toThrow(expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE' }));
    expect(c.moves).toHaveLength(1);
  });
});

describe('undo and redo', () => {
  it.each([
    ['with the position’s undo', mnk as AnyGameDescription],
    ['for positions without undo', mnkWithoutUndo],
  ])('take back and play again moves, %s', (_, game) => {
    const c = new BoardController({ game });
    for (const name of ['a1', 'b1', 'c1']) c.clickCell(at(c, name));
    const [a1, b1, c1] = c.moves;
    const heard = listen(c);
    const said = announcements(c);
    expect(c.canUndo).toBe(true);
    expect(c.undo()).toEqual([c1]);
    expect(c.undo()).toEqual([b1]);
    expect(c.moves).toEqual([a1]);
    expect(said).toEqual(['Took back c1. X to move', 'Took back b1. O to move']);
    expect(c.redo()).toEqual([b1]);
    expect(c.moves).toEqual([a1, b1]);
    expect(c.canRedo).toBe(true);
    c.clickCell(at(c, 'c3')); // a new move: nothing left to redo
    expect(c.canRedo).toBe(false);
    expect(c.redo()).toEqual([]);
    expect(heard.map(([, detail]) => (detail as { cause?: string }).cause)).toEqual([
      'undo',
      'undo',
      'redo',
      undefined, // the move
      'move',
    ]);
    expect(c.undo()).toHaveLength(1);
    expect(c.undo()).toHaveLength(1);
    expect(c.undo()).toHaveLength(1);
    expect(c.canUndo).toBe(false);
    expect(c.undo()).toEqual([]);
    expect(c.position!.toJSON()).toEqual(game.create().toJSON());
  });

  it('clear what redo could play when a position is set or a game starts', () => {
    const c = new BoardController({ game: mnk });
    c.clickCell(at(c, 'a1'));
    c.undo();
    c.position = mnk.create();
    expect(c.canRedo).toBe(false);
    c.clickCell(at(c, 'a1'));
    c.undo();
    c.options = 'four';
    expect(c.canRedo).toBe(false);
  });
});

describe('the end of the game', () => {
  it('tells the outcome after the move’s change, then refuses more input until an undo', () => {
    const c = new BoardController({ game: mnk });
    for (const name of ['a1', 'a2', 'b1', 'b2']) c.clickCell(at(c, name));
    const heard = listen(c);
    const said = announcements(c);
    c.clickCell(at(c, 'c1'));
    const outcome = c.outcome!;
    expect(outcomeWords(outcome, ['X', 'O'])).toBe('X wins');
    expect(heard).toEqual([
      ['move', { move: at(c, 'c1'), notation: 'c1', seat: 0 }],
      ['change', { cause: 'move' }],
      ['over', { outcome, result: 'X wins' }],
    ]);
    expect(said).toEqual(['X played c1. Game over: X wins.']);
    c.clickCell(at(c, 'c3'));
    expect(c.message).toEqual({ text: 'The game is over.', kind: 'error' });
    expect(c.frame().controls).toEqual([]);
    c.undo();
    expect(c.outcome).toBeUndefined();
    expect(c.localTurn).toBe(true);
    c.redo(); // ends it again
    expect(heard.at(-1)).toEqual(['over', { outcome, result: 'X wins' }]);
  });
});

describe('the computer’s seats', () => {
  it('plays for its seats once the person has moved, and refuses the person’s input meanwhile', async () => {
    const player = heldPlayer();
    const c = new BoardController({ game: mnk, seats: [0], computer: { seats: [1], player } });
    const heard = listen(c);
    c.clickCell(at(c, 'b2'));
    expect(c.thinking).toBe(true);
    c.clickCell(at(c, 'a1'));
    expect(c.message).toEqual({ text: 'O is to move: the computer plays that seat.', kind: 'error' });
    player.release();
    await until(() => c.moves.length === 2);
    await until(() => !c.thinking);
    expect(heard).toEqual([
      ['move', { move: at(c, 'b2'), notation: 'b2', seat: 0 }],
      ['change', { cause: 'move' }],
      ['computer', { state: 'thinking', seat: 1 }],
      ['change', { cause: 'play' }],
      [
        'computer',
        expect.objectContaining({
          state: 'played',
          seat: 1,
          move: at(c, 'a1'),
          notation: 'a1',
          line: ['a1'],
        }),
      ],
    ]);
    // Undo takes back the computer's reply with the person's move.
    expect(c.undo()).toEqual([at(c, 'b2'), at(c, 'a1')]);
    expect(c.moves).toEqual([]);
    expect(c.localTurn).toBe(true);
    expect(player.asked).toBe(1);
  });

  it('starts on its own when its seat is to move, and abandons a search when the position changes', async () => {
    const player = heldPlayer();
    const c = new BoardController({ game: mnk, computer: { seats: [0], player } });
    const heard = listen(c); // listened before the first look at the board, on a microtask
    await until(() => c.thinking);
    c.position = undefined; // a new start: that search answers an older position
    player.release();
    await until(() => player.asked === 2);
    player.release();
    await until(() => c.moves.length === 1);
    expect(
      heard.filter(([type]) => type === 'computer').map(([, d]) => (d as { state: string }).state),
    ).toEqual(['thinking', 'stopped', 'thinking', 'played']);
  });

  it('stops when the setting goes, and needs no player when the app plays for it', async () => {
    const player = heldPlayer();
    const c = new BoardController({ game: mnk, computer: { seats: [1], player } });
    const heard = listen(c);
    c.clickCell(at(c, 'b2'));
    await until(() => c.thinking);
    c.computer = { seats: [1] }; // the app plays O itself now
    player.release();
    await until(() => heard.some(([, d]) => (d as { state?: string }).state === 'stopped'));
    expect(c.moves).toHaveLength(1);
    c.clickCell(at(c, 'a1'));
    expect(c.message.text).toBe('O is to move: the computer plays that seat.');
    c.play('a1');
    expect(c.undo()).toHaveLength(2);
    c.computer = undefined;
    expect(c.undo()).toEqual([]);
    expect(() => (c.computer = { seats: 'all' as never })).toThrow(/seats must be a list/);
    expect(() => (c.computer = { seats: [1], player: {} as never })).toThrow(/chooseMove/);
    expect(() => (c.computer = 'mcts' as never)).toThrow(OptionsError);
    expect(c.computer).toBeUndefined();
  });

  it('says on the board when its player fails', async () => {
    const failing: MoveChooser = { chooseMove: () => Promise.reject(new Error('no search today')) };
    const c = new BoardController({ game: mnk, computer: { seats: [0], player: failing } });
    const heard = listen(c);
    await until(() => heard.length === 2);
    expect(heard[1]).toEqual(['computer', { state: 'failed', seat: 0, error: new Error('no search today') }]);
    expect(c.message).toEqual({ text: 'The computer could not move: no search today', kind: 'error' });
  });

  it('plays a whole game on both seats with a small real search', async () => {
    const player = mctsPlayer({ iterations: 40, seed: 7 });
    const c = new BoardController({ game: mnk, computer: { seats: [0, 1], player } });
    const heard = listen(c);
    await until(() => c.outcome !== undefined);
    const replay = mnk.create();
    for (const move of c.moves) replay.play(move as never);
    expect(heard.filter(([type]) => type === 'over')).toEqual([
      ['over', { outcome: replay.outcome(), result: expect.any(String) }],
    ]);
    expect(c.undo()).toEqual([]); // every move was the computer's
  });
});

describe('listeners', () => {
  it('are removed by off or by what on returns', () => {
    const c = new BoardController({ game: mnk });
    const heard: string[] = [];
    const first = ({ notation }: { notation: string }) => heard.push(`first ${notation}`);
    c.on('move', first);
    const stop = c.on('move', ({ notation }) => heard.push(`second ${notation}`));
    c.clickCell(at(c, 'a1'));
    c.off('move', first);
    c.clickCell(at(c, 'b1'));
    stop();
    c.clickCell(at(c, 'c1'));
    expect(heard).toEqual(['first a1', 'second a1', 'second b1']);
  });

  it('that throw stop neither the others nor the controller: the error is thrown again on a microtask', () => {
    const later: (() => void)[] = [];
    vi.stubGlobal('queueMicrotask', (task: () => void) => later.push(task));
    try {
      const c = new BoardController({ game: mnk });
      const boom = new Error('boom');
      c.on('move', () => {
        throw boom;
      });
      const heard = listen(c);
      c.clickCell(at(c, 'a1'));
      expect(heard.map(([type]) => type)).toEqual(['move', 'change']);
      expect(later).toHaveLength(1);
      expect(() => later[0]!()).toThrow(boom);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('settings', () => {
  it('start a game from options, wait for a game, and report options a new game refuses', () => {
    const c = new BoardController();
    const heard = listen(c);
    expect(c.frame()).toEqual({
      theme: 'light',
      message: { text: '', kind: 'info' },
      picture: undefined,
      controls: [],
      tray: undefined,
    });
    c.options = { size: 4 };
    expect(heard).toEqual([]);
    c.game = talpa;
    expect(c.frame().picture?.view.width).toBe(4);
    expect(() => (c.options = 'huge')).toThrow(/talpa has no preset "huge"/);
    c.game = undefined;
    c.options = 'huge';
    c.game = talpa;
    expect(c.options).toBeUndefined();
    expect(
      heard.map(([type, d]) => [
        type,
        (d as { cause?: string; setting?: string }).cause ?? (d as { setting: string }).setting,
      ]),
    ).toEqual([
      ['change', 'game'],
      ['change', 'game'],
      ['refused', 'options'],
      ['change', 'game'],
    ]);
    c.game = talpa; // the same game: nothing changes
    expect(heard).toHaveLength(4);
    expect(() => (c.game = { id: 'nope' } as never)).toThrow(expect.objectContaining({ reason: 'bad-game' }));
  });

  it('take a position of the game, and refuse one of another game', () => {
    const c = new BoardController({ game: talpa });
    expect(() => (new BoardController().position = talpa.create())).toThrow(
      expect.objectContaining({ reason: 'no-game' }),
    );
    expect(() => (c.position = mnk.create() as never)).toThrow(
      expect.objectContaining({ reason: 'bad-position' }),
    );
    expect(() => (c.position = { legalMoves: 1 } as never)).toThrow(
      expect.objectContaining({ reason: 'bad-position' }),
    );
    const pos = talpa.create();
    pos.play(pos.legalMoves()[3]!);
    const heard = listen(c);
    c.position = pos;
    pos.play(pos.legalMoves()[0]!); // the controller took a copy
    expect(c.moves).toHaveLength(1);
    expect(heard).toEqual([['change', { cause: 'position' }]]);
  });

  it('clear the selection when the seats change, turn the board, and choose the colours', () => {
    const c = new BoardController({ game: talpa, options: 'beginner', orientation: 180, theme: 'dark' });
    c.clickCell(at(c, 'a1'));
    c.seats = [1];
    expect(c.selection.cells).toEqual([]);
    expect(c.localTurn).toBe(false);
    expect(() => (c.seats = 'everyone' as never)).toThrow(expect.objectContaining({ reason: 'bad-type' }));
    expect(c.seats).toEqual([1]);
    const frame = c.frame();
    expect(frame.theme).toBe('dark');
    expect(frame.picture?.labels?.columns[0]).toBe('f'); // turned: the last file first
    expect(frame.picture?.view.cells[0]?.name).toBe('f6');
    expect(() => (c.orientation = 45 as never)).toThrow(OptionsError);
    expect(() => (c.theme = 'neon' as never)).toThrow(OptionsError);
    c.orientation = 0;
    expect(c.frame().picture?.labels).toBeUndefined();
  });
});

describe('the keyboard cursor', () => {
  it('starts in the middle, moves as seen on the turned board, announces cells and selects', () => {
    const c = new BoardController({ game: mnk, options: 'four' });
    const said = announcements(c);
    c.placeCursor();
    expect(c.cursor).toBe(at(c, 'c3'));
    expect(said).toEqual([]);
    c.moveCursor('ArrowUp');
    expect(said).toEqual(['c4, empty']);
    expect(c.frame().picture?.cursor).toBe('c4');
    c.orientation = 180;
    c.moveCursor('ArrowRight'); // the screen's right is the game's left when turned
    expect(c.cursor).toBe(at(c, 'b4'));
    c.moveCursor('Home');
    expect(c.cursor).toBe(at(c, 'd4'));
    const heard = listen(c);
    c.selectAtCursor();
    expect(heard[0]).toEqual(['move', { move: at(c, 'd4'), notation: 'd4', seat: 0 }]);
    c.moveCursor('ArrowLeft'); // at the screen's left edge: it stays on d4, where X played
    expect(said.at(-1)).toBe('d4, X');
  });
});

describe('any clicks, undos and redos', () => {
  const action = fc.oneof(
    { arbitrary: fc.nat({ max: 63 }).map((cell) => ({ kind: 'click' as const, cell })), weight: 6 },
    { arbitrary: fc.constantFrom({ kind: 'undo' as const }, { kind: 'redo' as const }), weight: 2 },
    { arbitrary: fc.constantFrom({ kind: 'confirm' as const }, { kind: 'cancel' as const }), weight: 1 },
  );

  it.each([
    ['the m,n,k-game 4×4', mnk as AnyGameDescription, 'four'],
    ['the m,n,k-game without undo', mnkWithoutUndo, 'four'],
    ['Talpa 6×6 (cells in order)', talpa as AnyGameDescription, 'beginner'],
    ['Linkage (choices)', linkage as AnyGameDescription, 'standard'],
  ])('leave the position equal to replaying its moves from the start: %s', (_, game, preset) => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        const c = new BoardController({ game, options: preset });
        const cells = c.frame().picture!.view.cells.length;
        const start = c.position!;
        // What the moves should be, from what the controller says it did.
        const expected: number[] = [];
        c.on('move', ({ move }) => expected.push(move));
        for (const a of actions) {
          if (a.kind === 'click') c.clickCell(a.cell % cells);
          else if (a.kind === 'undo') expected.splice(expected.length - c.undo().length);
          else if (a.kind === 'redo') expected.push(...c.redo());
          else c[a.kind]();
          const replay = start.clone();
          for (const move of c.moves) replay.play(move);
          expect(c.moves).toEqual(expected);
          expect(c.position!.toJSON()).toEqual(replay.toJSON());
        }
      }),
      { numRuns: 100 },
    );
  });
});
