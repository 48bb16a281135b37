// Fails fast, with the fix, when the browser that the story and end-to-end tests need is missing.
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    `\nChromium is required for the story, visual and end-to-end tests but was not found at ${path}.\n` +
      `Install Debian's package with 'sudo apt-get install -y chromium fonts-dejavu-core fonts-liberation',\n` +
      `or set CHROMIUM_PATH to a Chromium or Chrome executable.\n`,
  );
  process.exit(1);
}
