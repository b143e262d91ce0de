import { describe, expect, it } from 'vitest'
import { pageBlocks } from './page-blocks'

const fence = '```'

describe('pageBlocks', () => {
  it('gives each block its first code line in the file', () => {
    const markdown = ['# Title', '', `${fence}ts`, 'const a = 1', fence, '', 'Text.', '', `${fence}tsx title="b.tsx"`, 'const b = <p />', fence].join('\n')
    expect(pageBlocks(markdown, 'react')).toEqual([
      { lang: 'ts', meta: undefined, code: 'const a = 1', line: 4 },
      { lang: 'tsx', meta: 'title="b.tsx"', code: 'const b = <p />', line: 10 },
    ])
  })

  it('marks a block the paragraph just before presents as wrong, and only that one', () => {
    const markdown = [
      'Examples of **incorrect** code for this rule:',
      '',
      `${fence}ts`,
      'wrong()',
      fence,
      '',
      'Examples of **correct** code for this rule:',
      '',
      `${fence}ts`,
      'right()',
      fence,
      '',
      `${fence}ts`,
      'after()',
      fence,
    ].join('\n')
    expect(pageBlocks(markdown, 'react').map((block) => [block.code, block.shownAsWrong ?? false])).toEqual([
      ['wrong()', true],
      ['right()', false],
      ['after()', false],
    ])
  })

  it('in a framework panel, takes the page’s framework and reads the paragraph before inside it', () => {
    const markdown = [
      '<!-- ::start:framework -->',
      '',
      '# React',
      '',
      'This does not work:',
      '',
      `${fence}tsx`,
      'react()',
      fence,
      '',
      '# Vue',
      '',
      `${fence}ts`,
      'vue()',
      fence,
      '',
      '<!-- ::end:framework -->',
    ].join('\n')
    expect(pageBlocks(markdown, 'react').map((block) => [block.code, block.shownAsWrong ?? false])).toEqual([['react()', true]])
    expect(pageBlocks(markdown, 'vue').map((block) => [block.code, block.shownAsWrong ?? false])).toEqual([['vue()', false]])
  })
})
