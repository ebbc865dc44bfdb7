// The packages as a CommonJS app sees them (require → each package's `require` build).
const { checkGames } = require('./protocol-checks.cjs');

checkGames((name) => require(name), 'CJS').catch((e) => {
  console.error(e);
  process.exit(1);
});
