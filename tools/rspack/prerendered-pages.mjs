// The paths the shell's build prerenders (prerender-plugin.mjs) and the file of its dist each is
// written to. Its servers answer these paths with that file: tools/dev/static-server.mjs (npm start)
// and docker/web/entrypoint.sh (nginx; it lists the same two files).
export const PRERENDERED_PAGES = { '/': 'pages/index.html', '/pricing': 'pages/pricing.html' };
