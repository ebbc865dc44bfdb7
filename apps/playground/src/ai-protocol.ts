/** The messages between the page and the computer player's Web Worker. */

/** Page → worker: search the position reached by `moves` from `create(options)`. */
export interface SearchRequest {
  readonly id: number;
  readonly game: string;
  readonly options: unknown;
  readonly moves: readonly string[];
  readonly timeMs?: number;
  readonly iterations?: number;
}

/** Worker → page: the move found, or why there is none. */
export type SearchReply =
  | {
      readonly id: number;
      readonly move: string;
      /** The mover's expected result in [0, 1] (NaN when unknown). */
      readonly value: number;
      /** The best line, in notation. */
      readonly pv: readonly string[];
      readonly iterations: number;
      readonly elapsedMs: number;
    }
  | { readonly id: number; readonly error: string };

/** The strength settings: the computer's budget per move. */
export const STRENGTHS = {
  easy: { iterations: 200 },
  medium: { timeMs: 1000 },
  hard: { timeMs: 3000 },
} as const;

export type Strength = keyof typeof STRENGTHS;
