/**
 * A GTP engine's output read as strictly as the protocol (GTP 2, section 6.3) and Pentobi's
 * `twogtp` read it: every response is `=` or `?`, the command's id if any, one space, the
 * first line of the result, any further non-empty lines, then one empty line. Anything else —
 * `=` with no space, a carriage return, text between responses, a missing final empty line —
 * throws, naming where.
 */

/** One response of a transcript. */
export interface GtpAnswer {
  /** `=` for success, `?` for failure. */
  readonly status: '=' | '?';
  /** The id echoed from the command (`''` without one). */
  readonly id: string;
  /** The result or error text, its lines joined by `\n` (a first empty line kept as `''`). */
  readonly text: string;
}

/** The first line of a response: status, id, the mandatory space, the rest. */
const FIRST_LINE = /^([=?])(\d*) (.*)$/;

/** Parses an engine's whole output into its responses; throws at the first deviation. */
export function parseGtpTranscript(out: string): GtpAnswer[] {
  if (out.includes('\r')) throw new Error('a GTP response line ends with a carriage return');
  const lines = out.split('\n');
  // The output ends with the empty line of the last response, so split leaves one '' after it.
  if (lines.pop() !== '') throw new Error('the output does not end with a line break');
  const answers: GtpAnswer[] = [];
  let i = 0;
  while (i < lines.length) {
    const head = FIRST_LINE.exec(lines[i]!);
    if (head === null) throw new Error(`line ${i + 1} is not the start of a GTP response: '${lines[i]}'`);
    const body = [head[3]!];
    for (i++; i < lines.length && lines[i] !== ''; i++) body.push(lines[i]!);
    if (i >= lines.length) throw new Error(`the response at line ${i} does not end with an empty line`);
    i++;
    answers.push({ status: head[1] as '=' | '?', id: head[2]!, text: body.join('\n') });
  }
  return answers;
}
