// Debian's Chromium (apt-get install chromium), headless, as root, on a machine without internet:
// without the background-networking flags it keeps dialling Google's hosts, which are refused here.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
