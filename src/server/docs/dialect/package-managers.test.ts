import { describe, expect, it } from 'vitest'
import { installCommand, installMode, packageManagers, packagesByFramework } from './package-managers'

describe('install commands', () => {
  it('reads one package list per framework, in order, ignoring other lines', () => {
    const packages = packagesByFramework('react: @x/react @x/react-devtools\nSolid:  @x/solid \n\njust text\nreact: @x/again')
    expect([...packages]).toEqual([
      ['react', '@x/react @x/react-devtools'],
      ['solid', '@x/solid'],
    ])
  })

  it.each([
    ['install', ['npm i @x/react', 'pnpm add @x/react', 'yarn add @x/react', 'bun add @x/react']],
    ['dev-install', ['npm i -D @x/react', 'pnpm add -D @x/react', 'yarn add -D @x/react', 'bun add -d @x/react']],
    ['local-install', ['npx @x/react', 'pnpm dlx @x/react', 'yarn dlx @x/react', 'bunx @x/react']],
  ])('writes the %s command of each package manager', (mode, commands) => {
    expect(packageManagers.map((manager) => installCommand(manager, installMode(mode), '@x/react'))).toEqual(commands)
  })

  it('installs when the mode is missing or unknown', () => {
    expect(installMode(undefined)).toBe('install')
    expect(installMode('global')).toBe('install')
  })
})
