/**
 * {@link importBullmq}: BullMQ, loaded only by the queue — a study on one machine never needs it,
 * so `@quadrille/study` lists it as an optional peer dependency that queue users install.
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
  return importOptional(
    () => import('bullmq'),
    'a study queue needs BullMQ, which is not installed: npm install bullmq (5.x)',
    'no-bullmq',
  );
}
