/**
 * {@link Emitter}: typed events without the DOM — what the board's controller tells its view
 * (`<quadrille-board>` turns them into DOM events; a React, canvas or terminal view listens to
 * them directly).
 *
 * @module
 */

/** A listener of an event whose detail is `D`. */
export type Listener<D> = (detail: D) => void;

/**
 * Events by name, each with the detail type of its map `M`. Listeners run in the order they were
 * added. A listener that throws does not stop the others, nor the code that emitted the event
 * (whose state would otherwise be left half changed): its error is thrown again on a microtask,
 * where the host reports it as uncaught, as a DOM event listener's error is.
 */
export class Emitter<M extends object> {
  readonly #listeners = new Map<keyof M, Listener<never>[]>();

  /** Calls `listener` with the detail of every `type` event from now on; returns what removes it. */
  on<K extends keyof M>(type: K, listener: Listener<M[K]>): () => void {
    const list = this.#listeners.get(type) ?? [];
    // A new array each time: an emit under way keeps the list it started with.
    this.#listeners.set(type, [...list, listener as Listener<never>]);
    return () => this.off(type, listener);
  }

  /** Stops calling `listener` for `type` events (nothing happens if it was not listening). */
  off<K extends keyof M>(type: K, listener: Listener<M[K]>): void {
    const list = this.#listeners.get(type);
    if (list !== undefined)
      this.#listeners.set(
        type,
        list.filter((l) => l !== listener),
      );
  }

  /** Calls the listeners of `type` with `detail`, in order. */
  emit<K extends keyof M>(type: K, detail: M[K]): void {
    for (const listener of this.#listeners.get(type) ?? []) {
      try {
        (listener as Listener<M[K]>)(detail);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
