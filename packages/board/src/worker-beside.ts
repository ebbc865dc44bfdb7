/**
 * {@link workerBeside}: a module Web Worker from a script that may be on another origin — a page
 * that loads the standalone board from a CDN gets its worker from there too, which browsers
 * refuse to start directly (a worker's script must be same-origin).
 *
 * @module
 */

/**
 * Starts the module worker at `script`: directly when it is on the page's origin, else through a
 * same-origin `blob:` module that imports it (CDNs serve modules with CORS, which that import
 * needs).
 */
export function workerBeside(script: URL): Worker {
  if (script.origin === globalThis.location?.origin) return new Worker(script, { type: 'module' });
  const trampoline = new Blob([`import ${JSON.stringify(script.href)};`], { type: 'text/javascript' });
  return new Worker(URL.createObjectURL(trampoline), { type: 'module' });
}
