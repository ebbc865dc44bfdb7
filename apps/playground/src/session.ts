/**
 * A game in progress: the position, the moves played (in notation) and the moves taken back
 * (for redo). Every change goes through here, so the URL, the move list and the board agree.
 */

import {
  type AnyGameDescription,
  type BoardView,
  type GamePreset,
  isQuadrilleError,
  type Position,
} from '@quadrille/core';

export class Session {
  /** The game, as the catalogue describes it. */
  readonly game: AnyGameDescription;
  /** The preset the game started from. */
  readonly preset: GamePreset;
  pos: Position<number>;
  /** Moves played, in notation. */
  readonly played: string[] = [];
  /** Moves taken back, most recent last, for redo. */
  private redoStack: number[] = [];
  /** Counts changes of the position, so that what is derived from it is computed once per change. */
  revision = 0;
  private viewCache: { readonly revision: number; readonly view: BoardView } | undefined;

  constructor(game: AnyGameDescription, preset: GamePreset) {
    this.game = game;
    this.preset = preset;
    this.pos = game.create(preset.options);
  }

  /**
   * Replays `moves` (notation) from the start. Throws the game's typed error for the first bad
   * one, naming its number.
   */
  replay(moves: readonly string[]): void {
    moves.forEach((text, i) => {
      try {
        this.play(this.game.parseMove(this.pos, text));
      } catch (e) {
        const why = isQuadrilleError(e) ? e.message : String(e);
        throw new Error(`move ${i + 1} (${text}): ${why}`);
      }
    });
  }

  /** Plays a legal move id (the caller checked it) and forgets the redo list. */
  play(move: number): void {
    const text = this.game.formatMove(this.pos, move);
    this.pos.play(move);
    this.revision++;
    this.played.push(text);
    this.redoStack = [];
  }

  canUndo(): boolean {
    return this.played.length > 0;
  }

  undo(): void {
    if (!this.canUndo()) return;
    this.redoStack.push(this.pos.undo!());
    this.revision++;
    this.played.pop();
  }

  canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  redo(): void {
    const move = this.redoStack.pop();
    if (move === undefined) return;
    const keep = this.redoStack;
    this.play(move);
    this.redoStack = keep;
  }

  /** The game's view of the position, computed once per change (the page reads it many times). */
  view(): BoardView {
    if (this.viewCache?.revision !== this.revision) {
      this.viewCache = { revision: this.revision, view: this.game.view(this.pos) };
    }
    return this.viewCache.view;
  }

  /** The position as JSON text (the game's `toJSON`). */
  exportJson(): string {
    return JSON.stringify(this.pos.toJSON(), null, 2);
  }
}
