/**
 * The usage of `quadrille worker`, apart from the command: `quadrille help` lists it without
 * loading `@quadrille/study`, which only the command itself needs.
 *
 * @module
 */

/** Usage of `quadrille worker`. */
export const WORKER_USAGE = `quadrille worker --queue redis://host:port/db [--threads N] [--module M] [--lock-duration MS] [--stalled-interval MS]
  Plays the games of 'quadrille study --queue' studies, --threads at a time (default: all cores),
  until interrupted: the catalogue's games, and those of each --module M (a study of such a game
  names the module as its --module did). A killed worker's games go to another worker after --lock-duration
  (default 30000 ms), checked every --stalled-interval (default 30000 ms).`;
