/**
 * The few XML rules the renderer needs: escaping text and attribute values, and numbers printed
 * the same way on every engine (deterministic output).
 *
 * @module
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Characters XML 1.0 forbids (C0 controls but tab, newline and return; U+FFFE, U+FFFF). */
// biome-ignore lint/complexity/useRegexLiterals: a literal would spell out control characters.
const FORBIDDEN = new RegExp('[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ufffe\\uffff]', 'g');

/** `text` safe inside an element or a double-quoted attribute. Drops characters XML forbids. */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A coordinate with at most two decimals and no trailing zeros (`12`, `12.5`). */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}
