import { existsSync } from 'node:fs';

/** Debian's Chromium unless CHROMIUM_PATH says otherwise; browser downloads are not possible here. */
const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumLaunchOptions() {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it with 'apt-get install -y chromium' ` +
        'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    );
  }
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--font-render-hinting=none',
    ],
  };
}
