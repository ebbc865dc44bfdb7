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
 * Base class of every error Quadrille throws for bad input.
 *
 * `code` is stable across releases; `reason` is an optional finer-grained stable tag (for
 * example `'unknown-option'` or `'occupied'`) that a package documents where it uses it;
 * `message` is for humans and may change.
 */
export class QuadrilleError extends Error {
  /** The stable code of the error class. */
  readonly code: ErrorCode;
  /** An optional finer-grained stable tag, documented by the package that throws it. */
  readonly reason: string | undefined;

  /**
   * @param code - the stable code.
   * @param message - a human-readable description.
   * @param reason - an optional finer-grained stable tag.
   */
  constructor(code: ErrorCode, message: string, reason?: string) {
    super(message);
    this.name = 'QuadrilleError';
    this.code = code;
    this.reason = reason;
  }
}

/** Invalid options (`create(options)`); code `ERR_OPTIONS`. */
export class OptionsError extends QuadrilleError {
  /**
   * @param message - what is wrong with which option.
   * @param reason - an optional stable tag.
   */
  constructor(message: string, reason?: string) {
    super(ErrorCode.Options, message, reason);
    this.name = 'OptionsError';
  }
}

/** Untrusted position data (`fromJSON`, a game record) is invalid; code `ERR_SETUP`. */
export class SetupError extends QuadrilleError {
  /**
   * @param message - what is wrong, and where.
   * @param reason - an optional stable tag.
   */
  constructor(message: string, reason?: string) {
    super(ErrorCode.Setup, message, reason);
    this.name = 'SetupError';
  }
}

/** Malformed notation (a cell name, a move, a record); code `ERR_NOTATION`. */
export class NotationError extends QuadrilleError {
  /**
   * @param message - what is malformed, and where.
   * @param reason - an optional stable tag.
   */
  constructor(message: string, reason?: string) {
    super(ErrorCode.Notation, message, reason);
    this.name = 'NotationError';
  }
}

/** A well-formed move that is not legal in the position; code `ERR_ILLEGAL_MOVE`. */
export class IllegalMoveError extends QuadrilleError {
  /**
   * @param message - why the move is illegal.
   * @param reason - an optional stable tag.
   */
  constructor(message: string, reason?: string) {
    super(ErrorCode.IllegalMove, message, reason);
    this.name = 'IllegalMoveError';
  }
}

/** Invalid geometry: grid size, cell index, file index, shape; code `ERR_GEOMETRY`. */
export class GeometryError extends QuadrilleError {
  /**
   * @param message - what is invalid.
   * @param reason - an optional stable tag.
   */
  constructor(message: string, reason?: string) {
    super(ErrorCode.Geometry, message, reason);
    this.name = 'GeometryError';
  }
}

/** Whether `value` is a {@link QuadrilleError} (works across package copies, by `code`). */
export function isQuadrilleError(value: unknown): value is QuadrilleError {
  if (value instanceof QuadrilleError) return true;
  if (!(value instanceof Error)) return false;
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' && (Object.values(ErrorCode) as string[]).includes(code);
}
