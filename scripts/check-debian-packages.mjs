// Fails fast, with the fix, when a Debian package the tests need is missing: Chromium for the
// story and end-to-end tests, nginx for the several-instances topology test.
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const needed = [
  {
    path: chromium,
    what: 'Chromium is required for the story, visual and end-to-end tests',
    fix: `install Debian's packages with 'sudo apt-get install -y chromium fonts-dejavu-core fonts-liberation', or set CHROMIUM_PATH to a Chromium or Chrome executable`,
  },
  {
    path: '/usr/sbin/nginx',
    what: 'nginx is required for the topology test (several instances behind a proxy)',
    fix: `install Debian's package with 'sudo apt-get install -y nginx'`,
  },
];

let missing = false;
for (const { path, what, fix } of needed) {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    console.error(`\n${what} but was not found at ${path}: ${fix}.`);
    missing = true;
  }
}
if (missing) process.exit(1);
