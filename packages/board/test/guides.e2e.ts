/**
 * Every browser snippet of the guides, run as written in Chromium: each ```html block and each
 * ```ts block that only a browser runs (see guide-blocks.ts) goes into a page, built with Vite
 * as a reader's app would be, and the page must do what the guide says — the board drawn and
 * played, the computer answering from its worker, a failure shown where the guide shows it, the
 * search threads searching, and the online client playing through a real room. A browser block
 * that no page here takes fails the last test.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '@quadrille/colyseus';
import { catalogue, talpa } from '@quadrille/games';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../test-support/chromium.js';
import { freePort } from '../../../test-support/redis-server.js';
import { type StaticServer, serveStatic } from '../../../test-support/static-server.mjs';
import { howToPlay } from './board-page.js';
import { BlockTaker } from './guide-blocks.js';
import { ARTIFACTS, buildPage } from './harness.js';

const blocks = new BlockTaker();
const BOARD = 'docs/board.md';
/** The Duo X on e10, as a person clicks it. */
const X_CELLS = ['e9', 'd10', 'e10', 'f10', 'e11'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** An index.html around `body`, loading `main.ts` when there is one. */
function html(body: string, main = true): string {
  const script = main ? '<script type="module" src="./main.ts"></script>' : '';
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8" /><link rel="icon" href="data:," /></head>\n<body>\n${body}\n${script}</body></html>\n`;
}

/**
 * Opens the page `server` serves in a fresh browser context (`open` opens it again, in another
 * tab); `errors` collects what the pages log as errors. `close` closes them and the server.
 */
async function visit(server: StaticServer) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const errors: string[] = [];
  const open = async (): Promise<Page> => {
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(server.url);
    return page;
  };
  const page = await open();
  return {
    page,
    open,
    errors,
    close: async () => {
      await context.close();
      await server.close();
    },
  };
}

/** Builds the page made of `files` with Vite (the packages from source), serves it and opens it. */
async function openPage(name: string, files: Record<string, string>) {
  const dir = join(ARTIFACTS, 'guides', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // A page is the reader's app, not part of @quadrille/board: its own package.json keeps the
  // board's `sideEffects` (its modules are side-effect-free) from dropping the page's imports.
  const app = { 'package.json': '{ "private": true, "type": "module" }\n', ...files };
  for (const [file, text] of Object.entries(app)) writeFileSync(join(dir, file), text);
  // The packages from source, and every other package's browser build (the Colyseus SDK's).
  const conditions = ['@quadrille/source', 'module', 'browser', 'development|production'];
  return visit(await serveStatic(await buildPage(dir, { resolve: { conditions } })));
}

/** Clicks `cells` on the board `selector` of `page`. */
async function click(page: Page, selector: string, cells: readonly string[]): Promise<void> {
  for (const name of cells) await page.locator(`${selector} [data-cell="${name}"]`).click();
}

/** How many moves the board `selector` of `page` has played. */
function movesOn(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (s) =>
      document.querySelector<HTMLElementTagNameMap['quadrille-board']>(s)?.position?.history.length ?? -1,
    selector,
  );
}

/** The repository's node_modules, where a page of a project that installed the packages finds them. */
const NODE_MODULES = join(import.meta.dirname, '..', '..', '..', 'node_modules');
/** The standalone build the page with no bundler loads (`npm run build`, or built here if missing). */
const STANDALONE = join(import.meta.dirname, '..', 'dist', 'standalone.js');

/**
 * Serves `index.html` (as given) from a folder holding `node_modules` (this repository's), as a
 * static server at a project's root would, and opens it.
 */
async function openStatic(name: string, index: string) {
  const dir = join(ARTIFACTS, 'guides', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), index);
  symlinkSync(NODE_MODULES, join(dir, 'node_modules'), 'dir');
  return visit(await serveStatic(dir));
}

/** On the page with no bundler: the person's X, then the computer's answer from its worker. */
async function playsAgainstTheComputer(p: Awaited<ReturnType<typeof openStatic>>): Promise<void> {
  await click(p.page, 'quadrille-board', X_CELLS);
  await expect.poll(() => movesOn(p.page, 'quadrille-board'), { timeout: 30_000 }).toBe(2);
  expect(p.errors).toEqual([]);
}

describe('docs/board.md: the page with no bundler, exactly as written', () => {
  let block: string;
  beforeAll(() => {
    block = blocks.take(BOARD, 'html', "@quadrille/board/dist/standalone.js'");
    expect(block.split('\n').length).toBeLessThanOrEqual(10);
    // .ci/run builds every package before the browser tests; a local run builds the board if need be.
    if (!existsSync(STANDALONE))
      execFileSync('npm', ['run', 'build', '-w', 'packages/board'], { stdio: 'ignore' });
  }, 120_000);

  it('from node_modules, served at the project root', async () => {
    const p = await openStatic('standalone', block);
    try {
      await playsAgainstTheComputer(p);
    } finally {
      await p.close();
    }
  });

  it('from another origin, as from a CDN (its worker started through a blob: module)', async () => {
    const cdn = await serveStatic(NODE_MODULES, 0, { cors: true });
    const path = './node_modules/@quadrille/board/dist/standalone.js';
    expect(block).toContain(path);
    const p = await openStatic(
      'standalone-cdn',
      block.replace(path, `${cdn.url}@quadrille/board/dist/standalone.js`),
    );
    try {
      await playsAgainstTheComputer(p);
    } finally {
      await p.close();
      await cdn.close();
    }
  });
});

const defineBlock = () => blocks.take(BOARD, 'ts', 'defineBoard({ games: catalogue })');
const boardHtml = () => blocks.take(BOARD, 'html', '<quadrille-board game="blokus" options="duo">');

it('docs/board.md: the board, defined once, from its HTML: a Duo move by clicking', async () => {
  const p = await openPage('board-intro', {
    'index.html': html(boardHtml()),
    'main.ts': defineBlock(),
  });
  try {
    await click(p.page, 'quadrille-board', X_CELLS);
    await expect.poll(() => movesOn(p.page, 'quadrille-board')).toBe(1);
    expect(p.errors).toEqual([]);
  } finally {
    await p.close();
  }
});

it('docs/board.md: moves from elsewhere go out and come in', async () => {
  // The guide declares `socket` and `mySeat` as the page's own: here, a stand-in socket.
  const stand = `Object.assign(globalThis, {
  mySeat: 0,
  sent: [],
  socket: { send: (text) => globalThis.sent.push(text), onmessage: null },
});\n`;
  const p = await openPage('board-elsewhere', {
    'index.html': html(boardHtml()),
    'main.ts': "import './define.ts';\nimport './socket.ts';\nimport './elsewhere.ts';\n",
    'define.ts': defineBlock(),
    'socket.ts': stand,
    'elsewhere.ts': blocks.take(BOARD, 'ts', 'socket.send(e.detail.notation)'),
  });
  try {
    await click(p.page, 'quadrille-board', X_CELLS);
    await expect
      .poll(() => p.page.evaluate(() => (globalThis as unknown as { sent: string[] }).sent))
      .toEqual(['e9,d10,e10,f10,e11']);
    // The other player's move arrives: the board plays it.
    await p.page.evaluate(() =>
      (globalThis as unknown as { socket: WebSocket }).socket.onmessage!({
        data: 'j5,i6,j6,h7,i7',
      } as MessageEvent),
    );
    await expect.poll(() => movesOn(p.page, 'quadrille-board')).toBe(2);
    expect(p.errors).toEqual([]);
  } finally {
    await p.close();
  }
});

it('docs/board.md: the computer answers from its worker', async () => {
  const p = await openPage('board-computer', {
    'index.html': html(boardHtml()),
    'main.ts': "import './define.ts';\nimport './computer.ts';\n",
    'define.ts': defineBlock(),
    'computer-worker.ts': blocks.take(BOARD, 'ts', '// computer-worker.ts'),
    'computer.ts': blocks.take(BOARD, 'ts', '// main.ts'),
  });
  try {
    await click(p.page, 'quadrille-board', X_CELLS);
    await expect.poll(() => movesOn(p.page, 'quadrille-board'), { timeout: 20_000 }).toBe(2);
    expect(p.errors).toEqual([]);
  } finally {
    await p.close();
  }
});

it('docs/board.md: a failed computer, taken over by the page', async () => {
  // A computer whose worker script is missing, attached before the guide's listener.
  const broken = `import { attachComputer } from '@quadrille/board/computer';
attachComputer(document.querySelector('quadrille-board')!, {
  seats: [0],
  spawn: () => new Worker('./missing-worker.js', { type: 'module' }),
});\n`;
  const p = await openPage('board-failed', {
    'index.html': html(`${boardHtml()}\n<p id="status"></p>`),
    'main.ts': "import './define.ts';\nimport './broken.ts';\nimport './failed.ts';\n",
    'define.ts': defineBlock(),
    'broken.ts': broken,
    'failed.ts': blocks.take(BOARD, 'ts', "e.detail.state !== 'failed'"),
  });
  try {
    await expect
      .poll(() => p.page.locator('#status').textContent(), { timeout: 20_000 })
      .toMatch(/^No computer today: /);
    expect(await p.page.locator('quadrille-board [part="message"]').textContent()).toBe('');
    // Only the browser's own line for the missing script: the board logged nothing.
    expect(p.errors.filter((e) => !/404|Failed to load/i.test(e))).toEqual([]);
  } finally {
    await p.close();
  }
});

it('docs/ai-parallel.md: the search threads of a page search', async () => {
  const search = `\nimport { talpa } from '@quadrille/talpa';\nconst pos = talpa.create();\nconst { move } = await ai.chooseMove(pos);\ndocument.body.dataset.move = talpa.formatMove(pos, move);\nawait ai.close();\n`;
  const p = await openPage('ai-parallel', {
    'index.html': html(''),
    'search-worker.ts': blocks.take('docs/ai-parallel.md', 'ts', '// search-worker.ts'),
    'main.ts': blocks.take('docs/ai-parallel.md', 'ts', '// in the page') + search,
  });
  try {
    const move = await p.page.waitForSelector('body[data-move]', { state: 'attached', timeout: 20_000 });
    const pos = talpa.create();
    const legal = pos.legalMoves().map((m) => talpa.formatMove(pos, m));
    expect(legal).toContain(await move.getAttribute('data-move'));
    expect(p.errors).toEqual([]);
  } finally {
    await p.close();
  }
});

it('docs/online.md: two browsers play through a room', async () => {
  const port = await freePort();
  const server = await startServer({ games: catalogue, port });
  // As written, but for the port: this test's server listens on a free one.
  const block = blocks.take('docs/online.md', 'html', "from '@quadrille/board'");
  const p = await openPage('online', {
    'index.html': html(block.replaceAll('ws://127.0.0.1:2567', `ws://127.0.0.1:${port}`), false),
  });
  try {
    const other = await p.open();
    const seatsOf = (page: Page) =>
      page.evaluate(() => document.querySelector<HTMLElementTagNameMap['quadrille-board']>('#board')!.seats);
    // Once both have joined the room the game starts, and each board lets its person move for one seat.
    await expect
      .poll(async () => [await seatsOf(p.page), await seatsOf(other)], { timeout: 20_000 })
      .toEqual(expect.arrayContaining([[0], [1]]));
    const first = (await seatsOf(p.page))[0] === 0 ? p.page : other;
    const pos = talpa.create({ variant: 'beginner' });
    const move = pos.legalMoves()[0]!;
    await click(first, '#board', howToPlay(talpa, pos, move).cells);
    for (const page of [p.page, other]) await expect.poll(() => movesOn(page, '#board')).toBe(1);
    expect(p.errors).toEqual([]);
  } finally {
    await p.close();
    await server.stop();
  }
});

it('every browser block of the guides ran in a page above', () => {
  expect(blocks.untaken()).toEqual([]);
});
