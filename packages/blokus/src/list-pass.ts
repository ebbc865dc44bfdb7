/**
 * The move lists' loops of {@link BlokusSimulator} in WebAssembly (`list-pass.wat`), where
 * the JavaScript engine can compile it: about twice as fast as the same loops in JavaScript
 * (every typed-array access there is checked against the array's length). Where WebAssembly is
 * missing or refused (a page whose Content-Security-Policy lacks `'wasm-unsafe-eval'`), the
 * simulator keeps its JavaScript loops: the same results either way.
 *
 * @module
 */

import { LIST_PASS_WASM } from './list-pass-wasm.js';

/** The loops, over one simulator's memory (see `list-pass.wat` for the layout and arguments). */
export interface ListPass {
  keep5(floatAt: number, records: number, base: number, n: number, shift: number, goneAt: number): number;
  addAttached(
    floatAt: number,
    records: number,
    coveringAt: number,
    startsAt: number,
    orthAt: number,
    attachAt: number,
    done: number,
    end: number,
    pieces: number,
    goneAt: number,
    marksBase: number,
    rootMarks: number,
    fromRoot: number,
    generation: number,
    shift: number,
    base: number,
    n: number,
  ): number;
}

/** A WebAssembly memory: its bytes. */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
}

/**
 * What this module uses of the WebAssembly API, typed here (as `atob` below): the packages
 * compile without the DOM's types, and either may be missing where they run.
 */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Memory: new (descriptor: { initial: number }) => WasmMemory;
  Instance: new (module: object, imports: object) => { exports: object };
}

const { WebAssembly: wasm, atob: fromBase64 } = globalThis as {
  WebAssembly?: WasmApi;
  atob?: (text: string) => string;
};

/** The compiled module: undefined until first asked for, null where it cannot be had. */
let compiled: object | null | undefined;

function listPassModule(): object | null {
  if (compiled === undefined) {
    try {
      if (wasm === undefined || fromBase64 === undefined) compiled = null;
      else compiled = new wasm.Module(Uint8Array.from(fromBase64(LIST_PASS_WASM), (ch) => ch.charCodeAt(0)));
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/**
 * A memory of at least `bytes` bytes and the loops over it, or undefined where WebAssembly
 * cannot run here.
 */
export function listPass(bytes: number): { memory: WasmMemory; pass: ListPass } | undefined {
  const module = listPassModule();
  if (module === null || wasm === undefined) return undefined;
  try {
    const memory = new wasm.Memory({ initial: Math.ceil(bytes / 65536) });
    const instance = new wasm.Instance(module, { env: { memory } });
    return { memory, pass: instance.exports as unknown as ListPass };
  } catch {
    return undefined;
  }
}
