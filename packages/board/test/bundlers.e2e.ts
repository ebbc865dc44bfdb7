/**
 * The bundled route of docs/board.md with esbuild and webpack 5, as the guide gives them. esbuild:
 * the page and its computer worker as two entry points (`esbuild main.ts computer-worker.ts
 * --bundle --format=esm`), `new URL('./computer-worker.js', import.meta.url)` in `spawn`.
 * webpack: one entry, the worker found from `new Worker(new URL(…, import.meta.url))` by itself,
 * the packages as published (their `dist/` builds: run `npm run build` first). Each is built
 * without a warning (an ignored bare import is an error for esbuild), served, and played in
 * Chromium: a person's move on Talpa, the computer's answer from the worker. (Vite's route is the
 * harness's own: every other browser test builds with it.)
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { talpa } from '@quadrille/games';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { launchChromium } from '../../../test-support/chromium.js';
import { serveStatic } from '../../../test-support/static-server.mjs';
import { boardState, clickMove } from './board-page.js';
import { ARTIFACTS } from './harness.js';

const FILES: Record<string, string> = {
  // A reader's app, not part of @quadrille/board: the board's `sideEffects` must not drop it.
  'package.json': '{ "private": true, "type": "module" }\n',
  'index.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><link rel="icon" href="data:," /></head>
<body>
<quadrille-board id="b" game="talpa" options="beginner" seats="0"></quadrille-board>
<script type="module" src="./main.js"></script>
</body></html>
`,
  'main.ts': `import { defineBoard, type QuadrilleBoard } from '@quadrille/board';
import { attachComputer } from '@quadrille/board/computer';
import { catalogue } from '@quadrille/games';

defineBoard({ games: catalogue });
const board = document.querySelector<QuadrilleBoard>('quadrille-board')!;
attachComputer(board, {
  seats: [1],
  level: 1,
  spawn: () => new Worker(new URL('./computer-worker.js', import.meta.url), { type: 'module' }),
});
document.body.dataset.ready = 'yes';
`,
  'computer-worker.ts': `import { serveComputer } from '@quadrille/board/computer';
import { catalogue } from '@quadrille/games';

serveComputer(catalogue);
`,
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the bundled route with esbuild', () => {
  it('builds the page and its worker without a warning, and the computer answers a move', async () => {
    const dir = join(ARTIFACTS, 'bundlers', 'esbuild');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const [file, text] of Object.entries(FILES)) writeFileSync(join(dir, file), text);
    const out = join(dir, 'dist');
    const result = await build({
      absWorkingDir: dir,
      entryPoints: ['main.ts', 'computer-worker.ts'],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      outdir: out,
      // The workspace packages from source, as the other browser tests build them.
      conditions: ['@quadrille/source'],
      logLevel: 'silent',
      logOverride: { 'ignored-bare-import': 'error' },
    });
    expect(result.warnings).toEqual([]);
    writeFileSync(join(out, 'index.html'), FILES['index.html']!);

    await playsAgainstTheComputer(out);
  });
});

describe('the bundled route with webpack 5', () => {
  it('builds the page, finds its worker, and the computer answers a move', async () => {
    const built = join(import.meta.dirname, '..', 'dist', 'computer.js');
    if (!existsSync(built))
      throw new Error(`webpack bundles the packages as published: run npm run build first (${built})`);
    const dir = join(ARTIFACTS, 'bundlers', 'webpack');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    // The same app in plain JavaScript (webpack reads no TypeScript without a loader).
    const js = (ts: string) =>
      ts
        .replace(', type QuadrilleBoard', '')
        .replace('<QuadrilleBoard>', '')
        .replace("('quadrille-board')!", "('quadrille-board')");
    writeFileSync(join(dir, 'package.json'), FILES['package.json']!);
    writeFileSync(join(dir, 'main.js'), js(FILES['main.ts']!));
    writeFileSync(join(dir, 'computer-worker.js'), FILES['computer-worker.ts']!);
    const out = join(dir, 'dist');
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: { main: './main.js' },
          output: { path: out, filename: '[name].js' },
          target: 'web',
          devtool: false,
          performance: { hints: false },
        },
        (error, result) => (error || result === undefined ? reject(error) : resolve(result)),
      );
    });
    const info = stats.toJson({ all: false, errors: true, warnings: true });
    expect(info.errors ?? []).toEqual([]);
    expect(info.warnings ?? []).toEqual([]);
    writeFileSync(join(out, 'index.html'), FILES['index.html']!);
    await playsAgainstTheComputer(out);
  });
});

/** Serves the built page in `out`, plays a move for the person and waits for the computer's. */
async function playsAgainstTheComputer(out: string): Promise<void> {
  const server = await serveStatic(out);
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const errors: string[] = [];
  try {
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(server.url);
    await page.waitForSelector('body[data-ready="yes"]', { state: 'attached' });
    await page.waitForSelector('#b [data-cell]');
    const pos = talpa.create({ variant: 'beginner' });
    await clickMove(page, 'b', talpa, pos, pos.legalMoves()[0]!);
    // The computer, in the worker esbuild bundled, answers for Blue.
    await expect.poll(async () => (await boardState(page, 'b')).moves.length, { timeout: 20_000 }).toBe(2);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await server.close();
  }
}
