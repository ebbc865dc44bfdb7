/**
 * {@link pageHeaders}: the security headers of the page `quadrille serve` serves and its
 * scripts — a strict content security policy (scripts from the server only, the page's one
 * inline import map by its hash, no `eval`, no plugins, no framing, no form posts elsewhere)
 * and the usual headers against framing, sniffing and cross-origin reads.
 *
 * @module
 */

import { createHash } from 'node:crypto';

/** The `'sha256-…'` source of each inline `<script>` of `html` that the browser runs (the import map). */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script type="importmap">([\s\S]*?)<\/script>/g))
    hashes.push(`'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
  return hashes;
}

/**
 * The headers of every response of the page's routes.
 *
 * @param html - the page, whose inline import map the policy allows by its hash.
 * @param otherProcesses - whether rooms may live on other processes (`--redis`): the page
 *   then connects to their addresses too, so WebSockets to any host are allowed.
 */
export function pageHeaders(html: string, otherProcesses: boolean): Readonly<Record<string, string>> {
  const policy = [
    "default-src 'none'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`,
    // The board draws in its shadow root with a <style> element and SVG attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self'${otherProcesses ? ' ws: wss:' : ''}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
  return {
    'content-security-policy': policy,
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}
