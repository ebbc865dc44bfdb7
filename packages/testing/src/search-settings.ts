/**
 * {@link searchSettingsFault}: what is wrong with a knowledge's `search` settings, for the
 * `search-well-formed` property of {@link checkKnowledge}.
 *
 * @module
 */

import { isPlainObject, KNOWLEDGE_SEARCH_MAXIMUMS, KNOWLEDGE_SEARCH_MINIMUMS } from '@quadrille/core';
import { safeStringify } from './violation.js';

/** The name of a search setting (a key of core's `KnowledgeSearchSettings`). */
type SettingName = keyof typeof KNOWLEDGE_SEARCH_MINIMUMS;

/** The names of the search settings, in the order messages list them. */
export const SETTINGS = Object.keys(KNOWLEDGE_SEARCH_MINIMUMS) as SettingName[];

/** The range a search setting must lie in, for messages: `≥ 1`, or `from 0 to 1`. */
export function settingRange(name: SettingName): string {
  const max = KNOWLEDGE_SEARCH_MAXIMUMS[name];
  return max === undefined
    ? `≥ ${KNOWLEDGE_SEARCH_MINIMUMS[name]}`
    : `from ${KNOWLEDGE_SEARCH_MINIMUMS[name]} to ${max}`;
}

/**
 * What is wrong with `search`, a knowledge's search settings, or `undefined` when nothing is:
 * it must be a plain object whose fields are all search settings, each (where not `undefined`,
 * which a search reads as absent) a finite number no less than its minimum and no more than its
 * maximum, where it has one.
 */
export function searchSettingsFault(search: unknown): string | undefined {
  if (!isPlainObject(search)) return `search is ${describeValue(search)}, not a plain object`;
  for (const [name, value] of Object.entries(search)) {
    if (!Object.hasOwn(KNOWLEDGE_SEARCH_MINIMUMS, name)) {
      // A search reads only the fields it knows: a misspelt one would change nothing, silently.
      return `search.${name} is not a search setting (${SETTINGS.join(', ')}), so a search would silently ignore it`;
    }
    const key = name as SettingName;
    const min = KNOWLEDGE_SEARCH_MINIMUMS[key];
    const max = KNOWLEDGE_SEARCH_MAXIMUMS[key] ?? Number.POSITIVE_INFINITY;
    if (
      value !== undefined &&
      !(typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max)
    ) {
      return `search.${name} is ${safeStringify(value)}, not a finite number ${settingRange(key)}`;
    }
  }
  return undefined;
}

/**
 * `value` for a message: its JSON, or the class of an object that is not an array (whose JSON may
 * look plain; core's `describeValue` would say only "an object").
 */
function describeValue(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return safeStringify(value);
  const name = (Object.getPrototypeOf(value) as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name !== '' ? `an instance of ${name}` : 'an object with a prototype';
}
