/**
 * `@quadrille/play/node`: the play layer's Node parts — {@link ThreadPool}, games played on
 * worker threads (studies, `quadrille match --workers`), and {@link moduleSpecifier}, a module
 * the user names by path made importable from any thread.
 *
 * @packageDocumentation
 */

export { moduleSpecifier } from './module-specifier.js';
export { GameFailure, serveThread, type ThreadCommand, ThreadPool, type ThreadReply } from './thread-pool.js';
