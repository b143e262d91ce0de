import { describe, expect, it } from 'vitest'
import { readConfig } from './config'
import { DEFAULT_MEMORY_LIMIT_MB, DEFAULT_SHUTDOWN_TIMEOUT_SECONDS, supervisorSettingsOf } from './supervisor-settings'

describe('supervisorSettingsOf', () => {
  it('reads what the schema would, without the schema: unset is the default, a plain whole number is itself', () => {
    expect(supervisorSettingsOf({})).toEqual({ memoryLimitMb: DEFAULT_MEMORY_LIMIT_MB, shutdownTimeoutSeconds: DEFAULT_SHUTDOWN_TIMEOUT_SECONDS })
    expect(supervisorSettingsOf({ MEMORY_LIMIT_MB: ' 512 ', SHUTDOWN_TIMEOUT_SECONDS: '3' })).toEqual({ memoryLimitMb: 512, shutdownTimeoutSeconds: 3 })
    for (const env of [{}, { MEMORY_LIMIT_MB: '512' }, { MEMORY_LIMIT_MB: '0', SHUTDOWN_TIMEOUT_SECONDS: '60' }, { SHUTDOWN_TIMEOUT_SECONDS: ' 1 ' }]) {
      const config = readConfig(env)
      expect(supervisorSettingsOf(env)).toEqual({ memoryLimitMb: config.MEMORY_LIMIT_MB, shutdownTimeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS })
    }
  })

  it('leaves to the schema every value it would refuse or read differently', () => {
    for (const value of ['', '100', '70000', '-1', '3.5e2', '320MB', 'lots']) expect(supervisorSettingsOf({ MEMORY_LIMIT_MB: value })).toBeUndefined()
    for (const value of ['', '0', '61', '2.5', 'soon']) expect(supervisorSettingsOf({ SHUTDOWN_TIMEOUT_SECONDS: value })).toBeUndefined()
  })
})
