/**
 * The size budget: `<quadrille-board>` with the parts of core and svg it uses, and no game, is at
 * most 25 KB gzip — bundled for browsers and minified by esbuild, as an app's bundler would. The
 * board's controller alone bundles without the element, its drawing or `@quadrille/svg`.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

/** The budget, in bytes of gzip. */
const BUDGET = 25 * 1024;

/** `contents` bundled for browsers and minified by esbuild, from the packages' sources. */
function bundle(contents: string) {
  return build({
    stdin: { contents, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@quadrille/source'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
}

it('bundles the element with core and svg, without games or the search, within 25 KB gzip', async () => {
  const result = await bundle("export { defineBoard, QuadrilleBoard } from '@quadrille/board';");
  const code = result.outputFiles[0]!.contents;
  const gzip = gzipSync(code).length;
  const inputs = Object.keys(result.metafile.inputs);
  const packages = [...new Set(inputs.map((f) => /packages\/([^/]+)\//.exec(f)?.[1]).filter(Boolean))].sort();
  console.log(
    `<quadrille-board>: ${code.length} bytes minified, ${gzip} bytes gzip (budget ${BUDGET}); from ${packages.join(', ')}`,
  );
  expect(packages).toEqual(['board', 'core', 'svg']);
  expect(gzip).toBeLessThanOrEqual(BUDGET);
});

it('bundles the controller (@quadrille/board/controller) without the element, the DOM drawing or svg', async () => {
  const result = await bundle("export { BoardController } from '@quadrille/board/controller';");
  const [output] = Object.values(result.metafile.outputs);
  const files = Object.entries(output!.inputs)
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([f]) => /packages\/(.+)$/.exec(f)?.[1] ?? f);
  expect(files).toContain('board/src/board-controller.ts');
  expect(files.filter((f) => !/^(board|core)\//.test(f))).toEqual([]);
  expect(files.filter((f) => /board\/src\/(element|drawing|svg-marks|styles)\.ts$/.test(f))).toEqual([]);
});

it('bundles a page’s computer (attachComputer) without the search, which runs in its worker', async () => {
  const result = await bundle("export { attachComputer } from '@quadrille/board/computer';");
  // The files with code in the bundle (esbuild reads more, and drops what is not used).
  const [output] = Object.values(result.metafile.outputs);
  const ai = Object.entries(output!.inputs)
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([f]) => /packages\/ai\/src\/(.+)$/.exec(f)?.[1])
    .filter((f) => f !== undefined);
  // The coordinator and its protocol are there; the search and the MCTS player are not.
  expect(ai).toContain('parallel/coordinator.ts');
  expect(
    ai.filter((f) => /^(search|mcts|position-simulator|relative-margin|move-record)\.ts$/.test(f)),
  ).toEqual([]);
});
