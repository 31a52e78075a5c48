#!/usr/bin/env node
// Browser tests need Debian's Chromium (tools cannot download browsers on these machines).
// Installs it when missing and we are root; otherwise says exactly what to install.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(chrome)) process.exit(0);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${chrome}.\nInstall it with:  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROME_PATH to a Chromium/Chrome binary).`,
  );
  process.exit(1);
}
console.log('Installing Debian Chromium for the browser tests (apt-get, about a minute)…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
if (!existsSync(chrome)) {
  console.error(`apt-get finished but ${chrome} is still missing.`);
  process.exit(1);
}
