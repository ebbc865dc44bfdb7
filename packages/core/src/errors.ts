/**
 * The error hierarchy. Every error Quadrille throws for bad input is a {@link QuadrilleError}
 * with a stable {@link QuadrilleError.code | code}; nothing else is thrown for bad input, and a
 * throwing call leaves every position unchanged.
 *
 * @module
 */

/** The stable codes, one per error class. Match on these, not on messages. */
export const ErrorCode = {
  /** Invalid options object passed to `create` (or to a core constructor). */
  Options: 'ERR_OPTIONS',
  /** Untrusted data (JSON, a record file) does not describe a valid position. */
  Setup: 'ERR_SETUP',
  /** Text that is not well-formed notation (a cell name, a move, a record). */
  Notation: 'ERR_NOTATION',
  /** A well-formed move that is not legal in the position. */
  IllegalMove: 'ERR_ILLEGAL_MOVE',
  /** Invalid geometry: bad grid size, cell out of range, empty or malformed shape. */
  Geometry: 'ERR_GEOMETRY',
} as const;

/** One of the stable error codes. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The `reason`s every game uses for the same kind of mistake (one vocabulary across the games).
 * A game may add reasons of its own for its own rules; each package documents them.
 */
export const Reason = {
  /** Options or JSON data that are not a plain object (or an array given for an object). */
  NotAnObject: 'not-an-object',
  /** An option name the game does not know. */
  UnknownOption: 'unknown-option',
  /** A field in JSON data that the game's layout does not have (including `__proto__`). */
  UnknownField: 'unknown-field',
  /** A required field or array element is missing, `null` or a hole. */
  Missing: 'missing',
  /** A value of the wrong type (a string where a number belongs, a fraction, …). */
  BadType: 'bad-type',
  /** An option's value outside the bounds or choices its game's options schema gives it. */
  OutOfRange: 'out-of-range',
  /** JSON data of another game (its `game` field). */
  WrongGame: 'wrong-game',
  /** JSON data of a layout version this release cannot read. */
  BadVersion: 'bad-version',
  /** The `options` inside JSON data are not valid options of the game. */
  BadOptions: 'bad-options',
  /** A recorded move that is not legal when replayed. */
  BadMoves: 'bad-moves',
  /** Options whose tables would exceed the game's documented memory ceiling. */
  TooLarge: 'too-large',
  /** Text longer than any valid notation. */
  TooLong: 'too-long',
  /** Text that is not a string. */
  NotAString: 'not-a-string',
  /** Text that does not follow the notation's grammar. */
  Malformed: 'malformed',
  /** A number (or any other value) that is not a move id of the game. */
  NotAMove: 'not-a-move',
  /** A move in a finished game. */
  GameOver: 'game-over',
  /** `undo()` on a position with no moves to take back. */
  NoHistory: 'no-history',
} as const;

/** One of the shared {@link Reason}s. */
export type SharedReason = (typeof Reason)[keyof typeof Reason];

/** A `reason`: one of the shared {@link Reason}s or a game's own documented tag. */
// `string & {}` keeps the shared names in editors' completion while allowing a game's own.
export type ErrorReason = SharedReason | (string & {});

/**
 * The brand that marks an error as Quadrille's, registered globally (`Symbol.for`) so that the
 * ESM and CommonJS builds of this package — two copies of every class — recognise each other's
 * errors in `instanceof` (the dual-package hazard).
 */
const BRAND: unique symbol = Symbol.for('@quadrille/core/QuadrilleError') as never;

/**
 * Base class of every error Quadrille throws for bad input.
 *
 * `code` is stable across releases; `reason` is an optional finer-grained stable tag (for
 * example `'unknown-option'` or `'occupied'`) that a package documents where it uses it;
 * `message` is for humans and may change.
 */
export class QuadrilleError extends Error {
  /**
   * `instanceof` by brand and code rather than by prototype, so that it holds across copies of
   * this package (an error from the CommonJS build tested against the ESM build's class).
   * `QuadrilleError` matches every branded error; a subclass matches the errors of its code.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    // `this` is the class on the right of `instanceof`: this one or a subclass.
    // biome-ignore lint/complexity/noThisInStatic: the subclass tested against matters.
    return isInstance(this, value);
  }

  /** @internal The code of the class, or undefined for the base class (matches every code). */
  static readonly classCode: ErrorCode | undefined = undefined;

  /** The stable code of the error class. */
  readonly code: ErrorCode;
  /** An optional finer-grained stable tag, documented by the package that throws it. */
  readonly reason: string | undefined;

  /**
   * @param code - the stable code.
   * @param message - a human-readable description.
   * @param reason - an optional finer-grained stable tag.
   */
  constructor(code: ErrorCode, message: string, reason?: ErrorReason) {
    super(message);
    this.name = 'QuadrilleError';
    this.code = code;
    this.reason = reason;
    Object.defineProperty(this, BRAND, { value: true });
  }
}

/** `instanceof cls` for Quadrille's error classes, by prototype or else by brand and code. */
function isInstance(cls: typeof QuadrilleError, value: unknown): boolean {
  if (Function.prototype[Symbol.hasInstance].call(cls, value)) return true;
  // A user's subclass (no own classCode) is matched by prototype only.
  if (!Object.hasOwn(cls, 'classCode')) return false;
  if (typeof value !== 'object' || value === null || (value as Record<symbol, unknown>)[BRAND] !== true) {
    return false;
  }
  const code = cls.classCode;
  return code === undefined || (value as QuadrilleError).code === code;
}

/** Invalid options (`create(options)`); code `ERR_OPTIONS`. */
export class OptionsError extends QuadrilleError {
  /** @internal */
  static override readonly classCode: ErrorCode = ErrorCode.Options;

  /**
   * @param message - what is wrong with which option.
   * @param reason - an optional stable tag.
   */
  constructor(message: string, reason?: ErrorReason) {
    super(ErrorCode.Options, message, reason);
    this.name = 'OptionsError';
  }
}

/** Untrusted position data (`fromJSON`, a game record) is invalid; code `ERR_SETUP`. */
export class SetupError extends QuadrilleError {
  /** @internal */
  static override readonly classCode: ErrorCode = ErrorCode.Setup;

  /**
   * @param message - what is wrong, and where.
   * @param reason - an optional stable tag.
   */
  constructor(message: string, reason?: ErrorReason) {
    super(ErrorCode.Setup, message, reason);
    this.name = 'SetupError';
  }
}

/** Malformed notation (a cell name, a move, a record); code `ERR_NOTATION`. */
export class NotationError extends QuadrilleError {
  /** @internal */
  static override readonly classCode: ErrorCode = ErrorCode.Notation;

  /**
   * @param message - what is malformed, and where.
   * @param reason - an optional stable tag.
   */
  constructor(message: string, reason?: ErrorReason) {
    super(ErrorCode.Notation, message, reason);
    this.name = 'NotationError';
  }
}

/** A well-formed move that is not legal in the position; code `ERR_ILLEGAL_MOVE`. */
export class IllegalMoveError extends QuadrilleError {
  /** @internal */
  static override readonly classCode: ErrorCode = ErrorCode.IllegalMove;

  /**
   * @param message - why the move is illegal.
   * @param reason - an optional stable tag.
   */
  constructor(message: string, reason?: ErrorReason) {
    super(ErrorCode.IllegalMove, message, reason);
    this.name = 'IllegalMoveError';
  }
}

/** Invalid geometry: grid size, cell index, file index, shape; code `ERR_GEOMETRY`. */
export class GeometryError extends QuadrilleError {
  /** @internal */
  static override readonly classCode: ErrorCode = ErrorCode.Geometry;

  /**
   * @param message - what is invalid.
   * @param reason - an optional stable tag.
   */
  constructor(message: string, reason?: ErrorReason) {
    super(ErrorCode.Geometry, message, reason);
    this.name = 'GeometryError';
  }
}

/** Whether `value` is a {@link QuadrilleError} (works across package copies, by brand or `code`). */
export function isQuadrilleError(value: unknown): value is QuadrilleError {
  if (value instanceof QuadrilleError) return true;
  if (!(value instanceof Error)) return false;
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' && (Object.values(ErrorCode) as string[]).includes(code);
}
