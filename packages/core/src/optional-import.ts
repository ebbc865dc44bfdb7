/**
 * {@link importOptional}: a module that only some uses of a package need (BullMQ for a queue,
 * ioredis for a Redis store), loaded when first needed, so that the package can list it as an
 * optional peer dependency and say how to install it when it is missing.
 *
 * @module
 */

import { type ErrorReason, OptionsError } from './errors.js';

/**
 * Runs `load` (an `import()` of the optional module, written where the bundler can see it).
 *
 * @param missing - the message when the module is not installed: what needs it, how to install it.
 * @param reason - the error's reason then (`no-bullmq`).
 * @throws `OptionsError` with `reason` when the module is not installed; what the module itself
 *   throws while loading otherwise.
 * @example
 * ```ts
 * const { Queue } = await importOptional(() => import('bullmq'), 'a queue needs BullMQ: npm install bullmq', 'no-bullmq');
 * ```
 */
export async function importOptional<T>(
  load: () => Promise<T>,
  missing: string,
  reason: ErrorReason,
): Promise<T> {
  try {
    return await load();
  } catch (e) {
    const code = (e as { code?: unknown } | null)?.code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw e;
    throw new OptionsError(missing, reason);
  }
}
