// Flags for Debian's Chromium wherever the tests drive it (Playwright, Lighthouse): no sandbox as
// root, no GPU, and none of the background connections this machine's closed network refuses.
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
