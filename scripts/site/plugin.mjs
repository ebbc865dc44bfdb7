/**
 * The documentation site's TypeDoc plugin (typedoc.json's `plugin`): what `npm run docs` adds to
 * TypeDoc so that the guides, the game pages and the API make one site.
 *
 * - **Code fences.** TypeDoc's comment lexer ends a fenced block at the next run of as many
 *   backticks anywhere, so a ```ts block that shows a TSDoc comment holding its own ```ts example
 *   (docs/custom-game.md) ends early and the rest of the page is read as TSDoc: `{@link …}` in
 *   the code is then rewritten and warned about. Markdown (CommonMark) ends a fence only at a
 *   line of backticks; the plugin lengthens such a block's fences in the text TypeDoc reads (the
 *   page renders the same), never in the file.
 * - **Anchors that GitHub and the site share.** The guides link headings as GitHub and npm name
 *   them (`security.md#what-fromjson-guarantees`); TypeDoc leaves code out of a heading's id
 *   (`what-guarantees`). Each heading whose GitHub id differs also gets that id, and TypeDoc's
 *   link validation knows it.
 * - **Package READMEs' guide links.** A package's README links the guides it ships in its own
 *   `docs/` (`docs/ai.md`, written at build time); on the site they lead to the guides' pages.
 * - **Pages.** A guide is named by its first heading, grouped (Guides, Games, Examples, More), and keeps a
 *   URL from its path (`documents/games/blokus.html`, `documents/examples/gtp-bot.html` for
 *   examples/gtp-bot/README.md); a guide or example README that is not in
 *   `projectDocuments` is a warning, as is a link to a Markdown file that is not a page.
 * - **Live boards.** A page with a `<div data-quadrille-board="GAME" data-options="PRESET">` gets
 *   the boards' script (scripts/site/boards.ts, bundled by esbuild with the computer's worker
 *   into `assets/`), which turns each such placeholder into a playable `<quadrille-board>`.
 *
 * `npm run docs:check` checks the result in Chromium (scripts/site/check.ts).
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build } from 'esbuild';
import {
  Application,
  JSX,
  KindRouter,
  MinimalSourceFile,
  PageEvent,
  ReflectionKind,
  RendererEvent,
} from 'typedoc';
import { firstHeading, githubSlug, guideLinksOfReadme, widenFences } from './markdown.mjs';

const root = join(import.meta.dirname, '..', '..');

/** The script that turns placeholders into boards, and the computer's worker, in the site's assets. */
export const BOARD_SCRIPT = 'assets/quadrille-boards.js';
export const COMPUTER_WORKER = 'assets/quadrille-computer.js';

/** A placeholder for a live board in a guide's Markdown. */
const PLACEHOLDER = /<div\s[^>]*data-quadrille-board=/;

/** The navigation group of a page, by its path from the repository root. */
function groupOf(path) {
  if (path.startsWith('docs/games/')) return 'Games';
  if (path.startsWith('docs/')) return 'Guides';
  if (path.startsWith('examples/')) return 'Examples';
  return 'More';
}

/** The repository-relative path of `fileName`, with `/` separators. */
const fromRoot = (fileName) => relative(root, fileName).split(sep).join('/');

/** @param {import('typedoc').Application} app */
export function load(app) {
  // ------------------------------------------------------------ reading Markdown
  const parse = app.converter.parseRawComment.bind(app.converter);
  app.converter.parseRawComment = (file, files) => {
    const text = widenFences(guideLinksOfReadme(fromRoot(file.fileName), file.text));
    const result = parse(text === file.text ? file : new MinimalSourceFile(text, file.fileName), files);
    return result;
  };
  app.converter.on('createDocument', (_context, doc) => {
    const path = doc.project.files.getReflectionPath(doc);
    if (path === undefined) return;
    const file = fromRoot(path);
    const heading = firstHeading(doc.content.map((part) => part.text).join(''));
    if (heading !== undefined && doc.frontmatter.title === undefined) doc.name = heading;
    if (doc.frontmatter.group === undefined) doc.frontmatter.group = groupOf(file);
  });
  app.renderer.on(RendererEvent.BEGIN, (event) => {
    const pages = new Set(
      event.project
        .getReflectionsByKind(ReflectionKind.Document)
        .map((doc) => event.project.files.getReflectionPath(doc))
        .filter((path) => path !== undefined)
        .map(fromRoot),
    );
    for (const file of guides()) {
      if (!pages.has(file)) {
        app.logger.warn(`${file} is not a page of the site: add it to projectDocuments in typedoc.json`);
      }
    }
  });

  // ------------------------------------------------------------ URLs
  app.renderer.defineRouter(
    'quadrille',
    class extends KindRouter {
      getIdealBaseName(reflection) {
        if (reflection.kindOf(ReflectionKind.Document)) {
          const path = reflection.project.files.getReflectionPath(reflection);
          if (path !== undefined) {
            return `documents/${fromRoot(path)
              .replace(/^docs\//, '')
              .replace(/\/README\.md$/, '')
              .replace(/\.md$/, '')}`;
          }
        }
        return super.getIdealBaseName(reflection);
      }
    },
  );

  // ------------------------------------------------------------ headings' GitHub ids
  /** The page being rendered, and the GitHub ids given on it so far. */
  let page;
  let githubIds = new Map();
  app.renderer.on(PageEvent.BEGIN, (event) => {
    page = event;
    githubIds = new Map();
  });
  app.on(Application.EVENT_BOOTSTRAP_END, () => {
    app.options.setValue('markdownItLoader', (md) => {
      md.renderer.rules.heading_open = (tokens, idx, options, _env, self) => {
        const html = self.renderToken(tokens, idx, options);
        const own = tokens[idx].attrGet('id');
        const github = githubSlug(githubIds, headingText(tokens[idx + 1]));
        if (page === undefined || github === own) return html;
        const slugger = app.renderer.router.getSlugger(page.model);
        if (slugger.hasAnchor(github) || slugger.slug(github) !== github) return html;
        return `${html}<a id="${github}" aria-hidden="true"></a>`;
      };
    });
  });

  // ------------------------------------------------------------ links to Markdown files
  app.renderer.on(PageEvent.END, (event) => {
    for (const [, href] of event.contents?.matchAll(/href="([^"#]*\.md)(?:#[^"]*)?"/g) ?? []) {
      if (/^[a-z]+:/i.test(href)) continue;
      app.logger.warn(
        `${event.url} links to ${href}, a Markdown file that is not a page: add it to projectDocuments`,
      );
    }
  });

  // ------------------------------------------------------------ live boards
  app.renderer.hooks.on('head.end', (context) => {
    const model = context.page.model;
    if (!model.isDocument?.()) return JSX.createElement(JSX.Fragment, null);
    const text = model.content.map((part) => part.text).join('');
    if (!PLACEHOLDER.test(text)) return JSX.createElement(JSX.Fragment, null);
    return JSX.createElement('script', { defer: true, src: context.relativeURL(BOARD_SCRIPT) });
  });
  app.renderer.on(RendererEvent.BEGIN, () => {
    app.renderer.postRenderAsyncJobs.push(async (event) => {
      const result = await build({
        entryPoints: {
          'quadrille-boards': join(import.meta.dirname, 'boards.ts'),
          'quadrille-computer': join(import.meta.dirname, 'computer-worker.ts'),
        },
        outdir: join(event.outputDirectory, 'assets'),
        bundle: true,
        minify: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2022',
        conditions: ['@quadrille/source'],
        legalComments: 'none',
        logLevel: 'silent',
      });
      for (const warning of result.warnings) app.logger.warn(`esbuild: ${warning.text}`);
    });
  });
}

/**
 * Every page the site must have, from the repository root: the Markdown files of docs/ and
 * docs/games/, and the README of examples/ and of each example.
 */
function guides() {
  const md = (dir) =>
    readdirSync(join(root, dir))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${dir}/${name}`);
  const examples = readdirSync(join(root, 'examples'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `examples/${entry.name}/README.md`);
  return [...md('docs'), ...md('docs/games'), 'examples/README.md', ...examples];
}

/** The text of a heading's inline token as GitHub reads it for the id: its code included. */
function headingText(inline) {
  return (inline?.children ?? [])
    .map((t) => (t.type === 'text' || t.type === 'code_inline' ? t.content : ''))
    .join('');
}
