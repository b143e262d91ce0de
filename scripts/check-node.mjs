// Fails fast, with a clear message, when a script runs under a Node.js older than the
// framework needs. `npm install` brings Node 24 as a dev dependency (node_modules/.bin/node);
// installing with --ignore-scripts skips that and scripts fall back to the system Node.
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `\nThis site needs Node.js 22.12 or newer; this script ran under Node.js ${process.versions.node}.\n` +
      `Run "npm install" (without --ignore-scripts): it installs Node.js 24 into node_modules/.bin,\n` +
      `which every "npm run ..." script then uses. Or install Node.js 22.12+ yourself.\n`,
  )
  process.exit(1)
}
