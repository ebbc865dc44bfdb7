import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

// Two entries: the element (`@quadrille/board`) and the computer opponent with its worker side
// (`@quadrille/board/computer`), so that a page without a computer never loads the search.
export default defineConfig({
  ...packageBuild,
  entry: ['src/index.ts', 'src/computer.ts'],
});
