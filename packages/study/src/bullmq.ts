/**
 * {@link importBullmq}: BullMQ, loaded only by the queue — a study on one machine never needs it,
 * so `@quadrille/study` lists it as an optional peer dependency that queue users install.
 *
 * @module
 */

import { OptionsError } from '@quadrille/core';

/**
 * The `bullmq` module.
 *
 * @throws `OptionsError` (reason `no-bullmq`) saying how to install it, when it is not installed.
 */
export async function importBullmq(): Promise<typeof import('bullmq')> {
  try {
    return await import('bullmq');
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw e;
    throw new OptionsError(
      'a study queue needs BullMQ, which is not installed: npm install bullmq (5.x)',
      'no-bullmq',
    );
  }
}
