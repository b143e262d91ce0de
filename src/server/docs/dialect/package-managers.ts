/**
 * The commands of a package-manager tab block. Its body lists packages per framework, one
 * `react: @tanstack/react-query` line each; `mode` says what the command does with them:
 * install (default), `dev-install` (as development dependencies) or `local-install` (run a
 * package's command without adding it, e.g. a project generator).
 */
export type InstallMode = 'install' | 'dev-install' | 'local-install'

export const packageManagers = [
  { name: 'npm', install: 'npm i', devInstall: 'npm i -D', run: 'npx' },
  { name: 'pnpm', install: 'pnpm add', devInstall: 'pnpm add -D', run: 'pnpm dlx' },
  { name: 'yarn', install: 'yarn add', devInstall: 'yarn add -D', run: 'yarn dlx' },
  { name: 'bun', install: 'bun add', devInstall: 'bun add -d', run: 'bunx' },
] as const

export type PackageManager = (typeof packageManagers)[number]

export function installMode(value: string | undefined): InstallMode {
  return value === 'dev-install' || value === 'local-install' ? value : 'install'
}

/** `framework: packages` lines, in the order written; other lines are ignored. */
export function packagesByFramework(text: string): Map<string, string> {
  const packages = new Map<string, string>()
  for (const line of text.split('\n')) {
    const match = /^\s*([\w-]+):\s*(.+?)\s*$/.exec(line)
    if (match?.[1] && match[2] && !packages.has(match[1].toLowerCase())) packages.set(match[1].toLowerCase(), match[2])
  }
  return packages
}

export function installCommand(manager: PackageManager, mode: InstallMode, packages: string): string {
  const command = mode === 'dev-install' ? manager.devInstall : mode === 'local-install' ? manager.run : manager.install
  return `${command} ${packages}`
}
