/**
 * A game module for the thread-crash test: its game rebuilds no position, it ends the thread
 * (`process.exit` in a worker thread ends that thread only).
 */
import { mnk } from '@quadrille/examples';

/** mnk (its id too), except that `fromJSON` ends the thread with exit code 3. */
export const exiting = {
  ...mnk,
  fromJSON(): never {
    process.exit(3);
  },
};
