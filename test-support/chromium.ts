/**
 * {@link launchChromium}: the system Chromium (Debian's `/usr/bin/chromium`, or CHROMIUM_PATH)
 * headless through playwright-core, as every browser test here starts it (Playwright's own
 * browser download cannot work on these machines; `npm run setup -- --browser` installs it).
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * Starts Chromium with the flags a closed network needs (no background connections).
 *
 * @throws if there is no Chromium, saying how to install it.
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `no Chromium at ${executablePath}: npm run setup -- --browser (Debian), or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
