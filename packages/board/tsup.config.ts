import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

// Three entries: the element (`@quadrille/board`), the computer opponent with its worker side
// (`@quadrille/board/computer`), so that a page without a computer never loads the search, and
// the input model without the DOM (`@quadrille/board/input`), for terminals and other front ends.
export default defineConfig({
  ...packageBuild,
  entry: ['src/index.ts', 'src/computer.ts', 'src/input.ts'],
});
