// The protocol checks the ESM script (play.mjs) and the CommonJS script (play.cjs) both run, each
// on the packages as loaded by its own module system: notation, legal moves, clone, JSON round
// trip, undo, key, a random playout, an MCTS move and a typed error, for every game of the
// catalogue.
'use strict';
const assert = require('node:assert/strict');

/**
 * The games of the catalogue, each from its own package (`@quadrille/<id>`) on the preset its
 * demonstration plays (a small one): `[package, export, options]`.
 */
function setups(load) {
  const { findPreset } = load('@quadrille/core');
  return load('@quadrille/games').catalogue.map((game) => [
    `@quadrille/${game.id}`,
    game.id,
    findPreset(game, game.demo.preset).options,
  ]);
}

/**
 * @param load - the module of a package name, loaded by the caller's module system.
 * @param label - 'ESM' or 'CJS', for the messages.
 */
async function checkGames(load, label) {
  const { Rng, randomPlayout, QuadrilleError, NotationError } = load('@quadrille/core');
  const { mctsPlayer, randomPlayer } = load('@quadrille/ai');
  const games = setups(load);
  for (const [pkg, name, options] of games) {
    const game = load(pkg)[name];
    const where = `${label} ${name}`;
    const pos = game.create(options);
    const moves = pos.legalMoves();
    assert.ok(moves.length > 0, `${where}: no legal move at the start`);
    for (const m of moves.slice(0, 20)) {
      const text = game.formatMove(pos, m);
      assert.equal(game.parseMove(pos, text), m, `${where}: parseMove(formatMove(${m})) = ${text}`);
    }
    const copy = pos.clone();
    copy.play(moves[0]);
    assert.equal(pos.history.length, 0, `${where}: playing on a clone changed the original`);

    const startKey = pos.key();
    const startJson = JSON.stringify(pos.toJSON());
    pos.play(moves[moves.length - 1]);
    assert.notEqual(pos.key(), startKey, `${where}: key unchanged by a move`);
    const restored = game.fromJSON(JSON.parse(JSON.stringify(pos.toJSON())));
    assert.equal(
      JSON.stringify(restored.toJSON()),
      JSON.stringify(pos.toJSON()),
      `${where}: JSON round trip`,
    );
    assert.equal(restored.key(), pos.key(), `${where}: key after the JSON round trip`);
    assert.equal(pos.undo(), moves[moves.length - 1], `${where}: undo returns the move taken back`);
    assert.equal(pos.key(), startKey, `${where}: key after undo`);
    assert.equal(JSON.stringify(pos.toJSON()), startJson, `${where}: toJSON after undo`);

    const end = randomPlayout(pos, new Rng(7));
    assert.ok(end.isOver() && end.outcome() !== undefined, `${where}: random playout did not finish`);
    assert.equal(pos.history.length, 0, `${where}: randomPlayout changed its input`);

    const { move } = await mctsPlayer({ seed: 1, iterations: 40 }).chooseMove(pos);
    assert.ok(pos.isLegal(move), `${where}: MCTS chose an illegal move`);
    const random = await randomPlayer(3).chooseMove(pos);
    assert.ok(pos.isLegal(random.move), `${where}: the random player chose an illegal move`);

    assert.throws(
      () => game.parseMove(pos, '!?'),
      (e) => e instanceof NotationError && e instanceof QuadrilleError,
      `${where}: malformed notation is not a NotationError`,
    );
  }
  console.log(`${label}: ${games.map((s) => s[1]).join(', ')} played through the protocol`);
}

module.exports = { checkGames };
