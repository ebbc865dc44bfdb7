/**
 * The README's examples, as written, built with Vite and played in Chromium: the plain HTML page
 * (a board from attributes, its move event shown on the page) and the React 19 component.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AnyGameDescription, findPreset } from '@quadrille/core';
import { talpa } from '@quadrille/games';
import { expect, it } from 'vitest';
import { howToPlay } from './board-page.js';
import { ARTIFACTS, startHarness } from './harness.js';

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');

/** The first code block of `language` after `heading`. */
function block(heading: string, language: string): string {
  const at = readme.indexOf(heading);
  expect(at).toBeGreaterThanOrEqual(0);
  return new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\\n\`\`\``).exec(readme.slice(at))![1]!;
}

/** A folder beside the test's builds holding `files`. */
function pageOf(name: string, files: Record<string, string>): string {
  const dir = join(ARTIFACTS, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

it('the plain HTML example plays Talpa and shows each move', async () => {
  const h = await startHarness(pageOf('readme-html', { 'index.html': block('## Plain HTML', 'html') }), {
    ready: 'quadrille-board [data-cell]',
  });
  try {
    const page = await h.open();
    const game: AnyGameDescription = talpa;
    const pos = game.create(findPreset(game, 'beginner').options);
    const move = pos.legalMoves()[0]!;
    for (const name of howToPlay(game, pos, move).cells)
      await page.click(`quadrille-board [data-cell="${name}"]`);
    await expect
      .poll(() => page.locator('#log').textContent())
      .toBe(`${game.formatMove(pos, move)} by seat 0`);
    await page.close();
  } finally {
    await h.close();
  }
  expect(h.errors).toEqual([]);
});

it('the React example plays Blokus Duo and shows the last move', async () => {
  const dir = pageOf('readme-react', {
    'index.html':
      '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
    'main.jsx': block('## React 19', 'tsx'),
  });
  const h = await startHarness(dir, { ready: 'quadrille-board [data-cell]' });
  try {
    const page = await h.open();
    for (const name of ['e9', 'd10', 'e10', 'f10', 'e11'])
      await page.click(`quadrille-board [data-cell="${name}"]`);
    await expect.poll(() => page.locator('#last').textContent()).toBe('e9,d10,e10,f10,e11');
    await page.close();
  } finally {
    await h.close();
  }
  expect(h.errors).toEqual([]);
});
