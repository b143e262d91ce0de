import { describe, expect, it } from 'vitest'
import { npmFailure } from './npm-types'

describe('npmFailure: why a framework’s types could not be installed, in npm’s words', () => {
  it('names the package and range npm found no version for, not the command line', () => {
    const error = Object.assign(new Error('Command failed: npm install --prefix /tmp/x.tmp --ignore-scripts @tanstack/lit-store@^0.13.2 lit@^3.0.0'), {
      stderr: [
        'npm error code ETARGET',
        'npm error notarget No matching version found for @tanstack/lit-store@^0.13.2.',
        "npm error notarget In most cases you or one of your dependencies are requesting a package version that doesn't exist.",
        'npm error A complete log of this run can be found in: /root/.npm/_logs/debug-0.log',
      ].join('\n'),
    })
    expect(npmFailure(error)).toBe('No matching version found for @tanstack/lit-store@^0.13.2.')
    expect(npmFailure(new Error('spawn npm ENOENT'))).toBe('spawn npm ENOENT')
  })
})
