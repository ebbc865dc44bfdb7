/**
 * The page's state in its URL — `?game=linage&variant=small&moves=c3+pass+d4&seat=1&ai=easy` —
 * so that a position can be linked and reloaded. `game` is a game's id (default: the
 * catalogue's first), `variant` the name of one of its presets (default: its first). Moves are
 * in the game's notation, space-separated (no game's notation contains a space); `seat` is the
 * person's seat, the protocol's number from 0 (as the CLI's `--seat`), or `both`; `ai` the
 * computer's level (`@quadrille/play`'s one strength scale: a number from 1 to 8, or a level's
 * name: `easy`, `medium`, `hard`).
 */

export interface UrlState {
  readonly game: string | undefined;
  readonly variant: string | undefined;
  readonly moves: readonly string[];
  readonly seat?: string | undefined;
  readonly ai?: string | undefined;
}

export function readUrlState(search: string): UrlState {
  const params = new URLSearchParams(search);
  const moves = (params.get('moves') ?? '').split(' ').filter((m) => m.length > 0);
  return {
    game: params.get('game') ?? undefined,
    variant: params.get('variant') ?? undefined,
    moves,
    seat: params.get('seat') ?? undefined,
    ai: params.get('ai') ?? undefined,
  };
}

export function formatUrlState(state: UrlState): string {
  const params = new URLSearchParams();
  if (state.game !== undefined) params.set('game', state.game);
  if (state.variant !== undefined) params.set('variant', state.variant);
  if (state.moves.length > 0) params.set('moves', state.moves.join(' '));
  if (state.seat !== undefined) params.set('seat', state.seat);
  if (state.ai !== undefined) params.set('ai', state.ai);
  return `?${params.toString()}`;
}
