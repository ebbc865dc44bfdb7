/**
 * {@link importBullmq}: BullMQ, loaded only by a distributed solve — `@quadrille/solve` lists
 * it as an optional peer dependency that queue users install.
 *
 * @module
 */

import { importOptional } from '@quadrille/core';

/**
 * The `bullmq` module.
 *
 * @throws `OptionsError` (reason `no-bullmq`) saying how to install it, when it is not installed.
 */
export function importBullmq(): Promise<typeof import('bullmq')> {
  const missing = 'a distributed solve needs BullMQ, which is not installed: npm install bullmq (5.x)';
  return importOptional(() => import('bullmq'), missing, 'no-bullmq');
}
