/**
 * The usage of `quadrille study`, apart from the command: `quadrille help` lists it without
 * loading `@quadrille/study`, which only the command itself needs.
 *
 * @module
 */

/** Usage of `quadrille study`. */
export const STUDY_USAGE = `quadrille study <game> --a P --b P --games N [--time S] [--iterations N] [--clock S[+I]] [--seed S] [--variant V] [--options JSON] [--option K=V] [--module M] [--out FILE] [--sgf FILE] [--workers N | --queue redis://host:port/db] [--id ID]
quadrille study --resume ID --queue redis://host:port/db [--module M] [--out FILE] [--sgf FILE]
  Many seeded games, seats alternating, on every core (--workers, default: all) or on the machines
  running 'quadrille worker' (--queue). Prints each side's score and win rate, the first seat's
  advantage and the draw rate with 95% intervals, and the game lengths. --out: one JSON line per
  game; --sgf: the games in their own record format (Blokus: Pentobi SGF). A game from --module M
  is played on the queue by workers started with the same --module M.`;
