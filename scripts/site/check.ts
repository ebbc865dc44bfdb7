/**
 * The documentation site's check (`npm run docs:check`; `.ci/run` runs it after `npm run docs`),
 * in the system Chromium (its headless shell `/usr/bin/chromium-headless-shell` when installed,
 * else `/usr/bin/chromium`; or CHROMIUM_PATH) over docs/site served on 127.0.0.1:
 *
 * - **Every page loads**: each page of the site (its HTML files but the linked files copied to
 *   media/) opens with no console error, no page error, no failed or off-site request, and its
 *   navigation (built by TypeDoc's script) appears.
 * - **No broken link**: each generated HTML file is parsed (the browser's DOMParser, on the file
 *   as written), and every relative `href`/`src` (links, scripts, styles, images, SVG `use`) must
 *   name a file of the site, and its `#fragment` an id of that page (or of that SVG); the
 *   navigation's and the search index's links too.
 * - **Search covers the guides**: every guide is in the search index, and searching the site for
 *   a word only a guide has finds it.
 * - **Live boards**: each placeholder of a game page became a `<quadrille-board>` with cells; one
 *   move made by clicking its cells, as a reader does, is played, and the computer (in its Web
 *   Worker) answers it.
 *
 * Prints what it checked and how long it took; exits 1 with a list of problems otherwise.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { inflateSync } from 'node:zlib';
import { type AnyGameDescription, findPreset, matchSelection } from '@quadrille/core';
import { catalogue } from '@quadrille/games';
import type { Browser, Page, Request } from 'playwright-core';
import { chromiumPath, launchChromium } from '../../test-support/chromium.js';
import { serveStatic } from '../../test-support/static-server.mjs';
// @ts-expect-error: a plain ES module script without type declarations.
import { CACHE_SECONDS, SITE } from './serve.mjs';

/** Pages open at once. */
const PARALLEL = 2;
/**
 * Pages a tab loads before it is closed for a fresh one. A tab's renderer keeps growing with the
 * pages it loaded (to 4-5 GB over the site's 895 pages), and each load then costs more: with a
 * fresh tab every ten pages the renderers stay under 1 GB and the check took 10-15% less CPU
 * (702-742 s instead of 825 s, on two cores).
 */
const PAGES_PER_TAB = 10;
/**
 * The navigation TypeDoc's script builds in each page: an item with a link, a label or a folder.
 * The page as written holds a placeholder item (`<li>Loading...</li>`) that any `li` would match.
 */
const NAVIGATION = '#tsd-nav-container > li > :is(a, span, details)';
/** A word that only a guide has (docs/games/linage.md), and that guide's page. */
const SEARCH = { word: 'komi', page: 'documents/games/linage.html' };

const started = Date.now();
const problems: string[] = [];
const problem = (text: string) => problems.push(text);

if (!existsSync(join(SITE, 'index.html'))) {
  console.error('docs:check: no site in docs/site (run npm run docs)');
  process.exit(1);
}
/** Every file of the site, relative to it, with `/`. */
function siteFiles(dir = SITE): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? siteFiles(path) : [relative(SITE, path).split(sep).join('/')];
  });
}
const files = new Set(siteFiles());
/**
 * The site's pages: its HTML files but those under media/, which are files the guides link to,
 * copied as they are (an example's index.html, which needs its bundler, is no page of the site).
 */
const pages = [...files].filter((f) => f.endsWith('.html') && !f.startsWith('media/')).sort();

/** What a parsed file holds: its ids, and the relative references it makes. */
interface Parsed {
  readonly ids: string[];
  readonly refs: string[];
}

/** Runs in the page: parses `text` as HTML or SVG and lists its ids and references. */
function parseInPage({ text, type }: { text: string; type: 'text/html' | 'image/svg+xml' }): Parsed {
  const doc = new DOMParser().parseFromString(text, type);
  const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
  ids.push(...[...doc.querySelectorAll('a[name]')].map((e) => e.getAttribute('name')!));
  const refs: string[] = [];
  for (const e of doc.querySelectorAll('[href], [src], [srcset]')) {
    for (const name of ['href', 'src']) {
      const value = e.getAttribute(name);
      if (value !== null) refs.push(value);
    }
    const srcset = e.getAttribute('srcset');
    if (srcset !== null) refs.push(...srcset.split(',').map((s) => s.trim().split(/\s+/)[0]!));
  }
  for (const e of doc.querySelectorAll('*')) {
    const xlink = e.getAttributeNS('http://www.w3.org/1999/xlink', 'href');
    if (xlink !== null) refs.push(xlink);
  }
  return { ids, refs };
}

/**
 * Runs in the page: waits until an element matching `selector` is shown, as Playwright's
 * `waitForSelector` means it (a box of some size, and not `visibility: hidden`), and resolves to
 * undefined, or after `timeout` ms to what was missing. It looks again whenever the page changes,
 * and every 250 ms for a change no mutation shows (a style). Not `waitForSelector`, nor any
 * other selector of Playwright's: they run Playwright's own script in every page, in a world of
 * its own, and each page then took a sixth more CPU (200 pages on two cores: 97-108 s instead of
 * 78-84 s).
 */
async function shownInPage({
  selector,
  timeout,
}: {
  selector: string;
  timeout: number;
}): Promise<string | undefined> {
  const deadline = performance.now() + timeout;
  for (;;) {
    const element = document.querySelector(selector);
    if (element !== null) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible')
        return undefined;
    }
    const left = deadline - performance.now();
    if (left <= 0) return `${selector} ${element === null ? 'absent' : 'hidden'} after ${timeout} ms`;
    // No named function in here: tsx would name it with a helper the page does not have.
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      });
      const timer = setTimeout(
        () => {
          observer.disconnect();
          resolve();
        },
        Math.min(left, 250),
      );
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
  }
}

/** The ids of each parsed file (HTML and SVG), filled as files are parsed. */
const idsOf = new Map<string, Set<string>>();
/**
 * Each reference to check: the file it is in, what it says, and the file it is relative to (the
 * file itself, but the site's root for the navigation's and search index's data).
 */
const references: { from: string; ref: string; base?: string }[] = [];

async function parseFile(page: Page, file: string): Promise<void> {
  if (idsOf.has(file)) return;
  const type: 'text/html' | 'image/svg+xml' = file.endsWith('.svg') ? 'image/svg+xml' : 'text/html';
  const parsed = await page.evaluate(parseInPage, { text: readFileSync(join(SITE, file), 'utf8'), type });
  idsOf.set(file, new Set(parsed.ids));
  for (const ref of parsed.refs) references.push({ from: file, ref });
}

/** Resolves `ref` in `from` to a file of the site and a fragment, or undefined if it leaves the site. */
function resolve(from: string, ref: string): { file: string; fragment: string } | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//')) return undefined; // https:, mailto:, data: …
  const url = new URL(ref, `http://site/${from}`);
  let file = decodeURIComponent(url.pathname.slice(1));
  if (file === '' || file.endsWith('/')) file += 'index.html';
  return { file, fragment: decodeURIComponent(url.hash.slice(1)) };
}

// ---------------------------------------------------------------- the browser

const server = await serveStatic(SITE, 0, { cacheSeconds: CACHE_SECONDS });
let browser: Browser | undefined;
try {
  // Nothing here needs the whole browser around the engine: the headless shell, if installed.
  browser = await launchChromium({ headlessShell: true });
  console.log(`docs:check: Chromium ${browser.version()} (${chromiumPath({ headlessShell: true })})`);
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const site = new URL(server.url);

  /**
   * Opens a tab that records its console errors, page errors and failed or off-site requests in
   * `errors`, and the requests made in `requests`: a tab's user empties both before each page.
   */
  async function tab(): Promise<{ page: Page; errors: string[]; requests: Set<Request> }> {
    const page = await context.newPage();
    const errors: string[] = [];
    const requests = new Set<Request>();
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`page error: ${String(e)}`));
    page.on('requestfailed', (r) => {
      const failure = r.failure()?.errorText;
      // A request of the page before, cut short as the check moved on: the whole browser asks
      // for a page's icon after its load, and the next page's opening cancels it.
      if (failure === 'net::ERR_ABORTED' && !requests.has(r)) return;
      errors.push(`request failed: ${r.url()} (${failure})`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`${r.status()} for ${r.url()}`);
    });
    // Watched rather than routed: routing would turn off the browser's cache, and every page
    // would fetch TypeDoc's scripts and styles again.
    page.on('request', (r) => {
      requests.add(r);
      const url = new URL(r.url());
      if (url.host !== site.host && url.protocol !== 'data:' && url.protocol !== 'blob:') {
        errors.push(`off-site request: ${url.href}`);
      }
    });
    return { page, errors, requests };
  }

  // Every page: it loads cleanly and its navigation appears; then its file is parsed.
  const queue = [...pages];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      let current = await tab();
      let loaded = 0;
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        if (loaded === PAGES_PER_TAB) {
          await current.page.close();
          current = await tab();
          loaded = 0;
        }
        loaded++;
        const { page, errors, requests } = current;
        errors.length = 0;
        requests.clear();
        try {
          await page.goto(server.url + file, { waitUntil: 'load' });
          const shown = await page.evaluate(shownInPage, {
            selector: NAVIGATION,
            timeout: 15_000,
          });
          if (shown !== undefined) errors.push(shown);
        } catch (e) {
          errors.push(String(e instanceof Error ? e.message : e).split('\n')[0]!);
        }
        for (const error of errors) problem(`${file}: ${error}`);
        await parseFile(page, file);
      }
      await current.page.close();
    }),
  );
  console.log(`docs:check: ${pages.length} pages loaded (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // Links: every reference of every page, and the navigation's and the search index's.
  const { page: parser } = await tab();
  const navigation = siteData('assets/navigation.js') as NavigationNode[];
  const navPaths = flattenNavigation(navigation);
  for (const path of navPaths)
    references.push({ from: 'assets/navigation.js', ref: path, base: 'index.html' });
  const search = siteData('assets/search.js') as { rows: { kind: number; name: string; url: string }[] };
  for (const row of search.rows)
    references.push({ from: 'assets/search.js', ref: row.url, base: 'index.html' });
  let checked = 0;
  for (const { from, ref, base } of references) {
    const target = resolve(base ?? from, ref);
    if (target === undefined) continue;
    checked++;
    if (!files.has(target.file)) {
      problem(`${from}: ${ref} names no file of the site`);
      continue;
    }
    if (target.fragment === '') continue;
    if (target.file.endsWith('.svg')) await parseFile(parser, target.file);
    const ids = idsOf.get(target.file);
    if (ids === undefined) problem(`${from}: ${ref} has a #fragment, but ${target.file} is no page`);
    else if (!ids.has(target.fragment))
      problem(`${from}: ${ref}: no id "${target.fragment}" in ${target.file}`);
  }
  console.log(`docs:check: ${checked} relative links and references resolved`);

  // Search: every guide is in the index, and a guide's word finds its page.
  const documents = pages.filter((p) => p.startsWith('documents/'));
  const indexed = new Set(search.rows.map((r) => r.url));
  for (const doc of documents) if (!indexed.has(doc)) problem(`search: ${doc} is not in the search index`);
  await parser.goto(`${server.url}index.html`);
  await parser.waitForSelector(NAVIGATION);
  await parser.click('#tsd-search-trigger');
  await parser.fill('#tsd-search-input', SEARCH.word);
  try {
    await parser.waitForSelector(`#tsd-search-results a[href$="${SEARCH.page}"]`, { timeout: 15_000 });
  } catch {
    problem(`search: "${SEARCH.word}" does not find ${SEARCH.page}`);
  }
  await parser.close();
  console.log(
    `docs:check: search finds "${SEARCH.word}" in ${SEARCH.page}; ${documents.length} guides indexed`,
  );

  // Live boards: a move by clicking, and the computer's answer.
  const boardPages = pages.filter((p) =>
    readFileSync(join(SITE, p), 'utf8').includes('data-quadrille-board='),
  );
  if (boardPages.length < catalogue.length) {
    problem(`live boards: ${boardPages.length} pages have one, one per game (${catalogue.length}) expected`);
  }
  for (const file of boardPages) {
    const { page, errors } = await tab();
    try {
      await playOnBoards(page, file);
    } catch (e) {
      problem(`${file}: live board: ${String(e instanceof Error ? e.message : e).split('\n')[0]}`);
    }
    for (const error of errors) problem(`${file}: ${error}`);
    await page.close();
  }
  console.log(`docs:check: live boards played on ${boardPages.join(', ')}`);
} finally {
  await browser?.close().catch(() => undefined);
  await server.close();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(
    `docs:check: ${problems.length} problems (${seconds} s):\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`docs:check: the site is sound (${seconds} s)`);

// ---------------------------------------------------------------- helpers

interface NavigationNode {
  readonly path?: string;
  readonly children?: readonly NavigationNode[];
}

function flattenNavigation(nodes: readonly NavigationNode[]): string[] {
  return nodes.flatMap((n) => [
    ...(n.path === undefined ? [] : [n.path]),
    ...flattenNavigation(n.children ?? []),
  ]);
}

/** The data of one of TypeDoc's data scripts (`window.x = "<base64 of deflated JSON>"`). */
function siteData(file: string): unknown {
  const text = readFileSync(join(SITE, file), 'utf8');
  const data = /"([A-Za-z0-9+/=]+)"/.exec(text)?.[1];
  if (data === undefined) throw new Error(`docs:check: ${file} holds no data`);
  return JSON.parse(inflateSync(Buffer.from(data, 'base64')).toString('utf8'));
}

/**
 * On each live board of `file`: the reader takes the seat to move (the computer the others),
 * plays the first legal move by clicking its cells (then its choice or confirmation), and the
 * computer answers.
 */
async function playOnBoards(page: Page, file: string): Promise<void> {
  await page.goto(server.url + file, { waitUntil: 'load' });
  const hosts = page.locator('[data-quadrille-board]');
  const count = await hosts.count();
  if (count === 0) throw new Error('no placeholder');
  for (let i = 0; i < count; i++) {
    const host = hosts.nth(i);
    const id = (await host.getAttribute('data-quadrille-board'))!;
    const game: AnyGameDescription | undefined = catalogue.find((g) => g.id === id);
    if (game === undefined) throw new Error(`no game ${id}`);
    const pos = game.create(findPreset(game, (await host.getAttribute('data-options')) ?? undefined).options);
    await host.locator('quadrille-board [data-cell]').first().waitFor({ timeout: 20_000 });
    await host.locator('select').nth(1).selectOption(String(pos.turn));
    const move = pos.legalMoves().find((m) => game.input.cells(pos, m).length > 0);
    if (move === undefined) throw new Error('no move with cells at the start');
    const cells = game.input.cells(pos, move);
    const names = game.view(pos).cells;
    const match = matchSelection(game, pos, cells);
    for (const c of cells) await host.locator(`[data-cell="${names[c]!.name}"]`).click();
    if (match.moves.length > 1) await host.locator(`[data-choice="${game.formatMove(pos, move)}"]`).click();
    else if (match.extensible) await host.locator('[data-action="confirm"]').click();
    const moves = (n: number, timeout: number) =>
      page.waitForFunction(
        ({ i, n }) => {
          const host = document.querySelectorAll('[data-quadrille-board]')[i];
          const board = host?.querySelector('quadrille-board');
          return (board?.position?.history.length ?? 0) >= n;
        },
        { i, n },
        { timeout },
      );
    await moves(1, 5_000).catch(() => {
      throw new Error(`${game.formatMove(pos, move)}, clicked, was not played`);
    });
    await moves(2, 30_000).catch(() => {
      throw new Error(`the computer did not answer ${game.formatMove(pos, move)}`);
    });
  }
}
