import type { BlockHovers } from './hovers'

export type SnippetDiagnostic = {
  /** TypeScript's error code, e.g. 2339. */
  code: number
  message: string
  /** 1-based line and column in the block as written. */
  line: number
  column: number
}

/** How a block that is not a whole program was made checkable (docs/features/checked-code.md). */
export type FragmentRule =
  | 'library-exports'
  | 'continues-previous'
  | 'undeclared-as-any'
  /** Members listed without their class (`name: Type;`, `method(): Result;`): checked as a class's or an interface's body. */
  | 'member-listing'
  /** Function signatures listed without bodies: checked as overloads of an implementation the checker adds. */
  | 'signature-listing'
  /** On a reference page: a type parameter's constraint, listed under the block, is taken as met. */
  | 'constraints-left-out'
  /** `name = value` statements alone: a component's fields, checked as the body of a class. */
  | 'class-fields'
  /** On a reference page: `Type.member` lines (TypeDoc's "Implementation of") checked as type lookups `Type['member']`. */
  | 'member-reference'
  /** A method's body shown alone: its `this`, the component the page does not show, is `any`. */
  | 'method-body'
  /** A router's file routes the block creates are registered as its generated route tree registers them. */
  | 'route-tree'
  /** Names left undeclared stand for functions and objects returning `any` (stand-ins.ts), not for `any` itself. */
  | 'callable-stand-ins'

export type SnippetVerdict =
  /**
   * `hovers`: type hovers of its identifiers (hovers.ts), kept with the verdict by the worker.
   * `unchecked`: the part of a component file the checker does not read ("the template"), told to the reader.
   * `javascript`: a component whose script is JavaScript, checked as TypeScript's `checkJs` checks it.
   */
  | { verdict: 'checked'; rules: FragmentRule[]; hovers?: BlockHovers; unchecked?: string; javascript?: true }
  | { verdict: 'fails'; rules: FragmentRule[]; diagnostics: SnippetDiagnostic[]; unchecked?: string; javascript?: true }
  /** Compiles, but declares only (a type listing) or uses nothing of the library: shown, not counted as coverage. */
  /** `compiled: false`: a reference listing as TypeDoc prints it, which the compiler cannot read as written (reference-listing.ts). */
  | { verdict: 'listing'; rules: FragmentRule[]; reason: string; hovers?: BlockHovers; unchecked?: string; javascript?: true; compiled?: false }
  | { verdict: 'fragment'; reason: string }
  /**
   * `limit`: the block passed the time or memory limit of the checker's worker (worker-checker.ts).
   * `component`: a component file (` ```svelte `) the checker does not read (its script is JavaScript,
   * its imports do not resolve); the reader is told.
   */
  | { verdict: 'skipped'; reason: string; limit?: 'time' | 'memory'; component?: true }

export type SnippetBlock = {
  lang: string
  code: string
  /** 1-based line of the block's first code line in its Markdown file. */
  line: number
}
