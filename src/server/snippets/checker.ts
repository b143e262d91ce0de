/**
 * The snippet checker: TypeScript's compiler over an in-memory file system, one program per block, sharing the parsed
 * library and `lib` files between blocks. Pure: it reads only the type source it is given and TypeScript's own `lib`
 * files. The verdict rules are described in docs/features/checked-code.md; each has its unit test in checker.test.ts.
 */
import ts from 'typescript'
import { type ReadableComponent } from './component-code'
import { componentVerdict } from './component-verdict'
import { ambientDeclarationFiles, missingModuleFinder } from './missing-modules'
import { anyDeclaration, isJavaScript, programOptions } from './javascript-code'
import { callableStandIn, spreadNames, spreadStandIn, undeclaredAnyReason } from './stand-ins'
import { isComponentFile } from './component-files'
import { checkedLanguages, isTypeScript } from './languages'
import { collectHovers, type BlockHovers, type HoverOptions } from './hovers'
import { usesLibrary } from './library-use'
import { routeTreeEntries } from './route-tree'
import { framedJsx, hangsOnPlaceholder } from './jsx-shapes'
import { ambiguousGlobals, ignoredCodes, ownNameIn, isLeftOutOption, isNameLevel, redeclarationCodes, signatureCodes } from './diagnostic-kinds'
import { blankPlaceholders, prepareBlock, typeDocElisions, type PreparedBlock } from './prepare'
import { AMBIENT, compilerOptions, libDir, ROOT, snippetHost } from './snippet-host'
import {
  declaredNames,
  hasParseErrors,
  innerDeclarations,
  isMemberOfEmptyLibraryInterface,
  isParameterDestructuring,
  asClassFields,
  declaredVariables,
  fieldAssignments,
  memberListing,
  asMethodBody,
  memberReferences,
  parseBlock,
  shapeOf,
  signatureListing,
  membersLeftOut,
  thisOutsideClass,
  undeclaredCodes,
  undeclaredNames,
  type BlockExtension,
  type BlockShape,
  type FramedBlock,
} from './block-shape'
import { withPageConstraints, type PageConstraints } from './page-constraints'
import { asReferenceListing } from './reference-listing'
import { checkedLeavingOut, declaredEarlier } from './left-out-options'
import { pageOwnNames } from './page-own-names'
import { substituteChecker } from './unpublished'
import type { TypeSource } from './type-source'
import type { FragmentRule, SnippetBlock, SnippetDiagnostic, SnippetVerdict } from './types'

export type FrameworkSetup = {
  /** Modules whose exports a fragment may use without importing them: the adapter, the core, the framework. */
  scopeModules: string[]
  /** Module that must resolve for the framework to have types (`react`, `vue`…). */
  frameworkModule?: string
  jsxImportSource?: string
  /** Code that only compiles beside code a tool generates (a router's route tree): such a block never fails. */
  generated?: { pattern: RegExp; reason: string }
  /**
   * The module whose `FileRoutesByPath` a router's generated route tree fills: a block's file
   * routes (`createFileRoute('/posts')`) are registered there, as the generated tree would, so a
   * block that compiles with them is `checked` (one that still has errors stays `generated`).
   */
  routeTreeModule?: string
  /** Namespaces a fragment may use without importing them: `React` → `react`. */
  namespaces?: Record<string, string>
  /**
   * Diagnostics whose types come from an app's own registration the docs never show (a router's
   * registered route tree): not the block's errors.
   */
  registered?: { pattern: RegExp; reason: string }
}

/** A block with what its page says around it. */
export type BlockInPage = SnippetBlock & {
  /** The page presents the block as wrong on purpose ("Examples of incorrect code"). */
  shownAsWrong?: boolean
  /**
   * The block is on a generated API reference page (`reference/`): its listings leave each type
   * parameter's constraint to the text under them.
   */
  reference?: boolean
  /** On a reference page: the constraints of the type parameters the page states (page-constraints.ts). */
  typeParameters?: PageConstraints
}

export type SnippetChecker = {
  /** `earlier`: the page's TypeScript blocks before this one, in page order (or only the previous one). */
  checkBlock: (block: BlockInPage, earlier?: SnippetBlock | SnippetBlock[]) => SnippetVerdict
  /** The exports a fragment gets in scope, by module. */
  scope: () => Map<string, string>
  /** Type hovers of the block last checked, read from the program its verdict came from (hovers.ts). */
  hoversOfLastBlock: (options?: HoverOptions) => BlockHovers | undefined
}

export function createSnippetChecker(source: TypeSource, setup: FrameworkSetup): SnippetChecker {
  const options: ts.CompilerOptions = { ...compilerOptions, jsxImportSource: setup.jsxImportSource ?? 'react' }
  const optionsFor = programOptions(options)
  const host = snippetHost(source)
  const ambientFiles = ambientDeclarationFiles(source, setup.scopeModules)
  let oldProgram: ts.Program | undefined
  const missingModules = missingModuleFinder(source, setup.scopeModules)
  const substituteProblem = substituteChecker(source)

  function run(files: Map<string, string>, target: string) {
    // The catch-all `declare module '*'` comes last: of two patterns alike in prefix TypeScript takes
    // the first declared, and a framework's own (`'*.svelte'` in Svelte's types) must win.
    const program = ts.createProgram({ rootNames: [...ambientFiles, ...files.keys(), AMBIENT], options: optionsFor(target), host: host(files), oldProgram })
    oldProgram = program
    const sourceFile = program.getSourceFile(target)!
    return { program, sourceFile, diagnostics: [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)] }
  }

  let scopeExports: Map<string, string> | undefined
  /** The scope's generic exports by name: how many type arguments they require (`FieldApi` 23). */
  const requiredTypeArguments = new Map<string, number>()
  /** Each name exported by the scope modules, with the first module exporting it. */
  function scope(): Map<string, string> {
    if (scopeExports) return scopeExports
    scopeExports = new Map()
    const file = `${ROOT}/scope.ts`
    const text = setup.scopeModules.map((name, index) => `import * as m${index} from ${JSON.stringify(name)}`).join('\n')
    const { program, sourceFile } = run(new Map([[file, text]]), file)
    const checker = program.getTypeChecker()
    sourceFile.statements.forEach((statement, index) => {
      if (!ts.isImportDeclaration(statement)) return
      const symbol = checker.getSymbolAtLocation(statement.moduleSpecifier)
      // The pattern ambient module stands for a module that did not resolve: it has no known exports.
      if (!symbol || symbol.declarations?.some((declaration) => declaration.getSourceFile().fileName === AMBIENT)) return
      for (const exported of checker.getExportsOfModule(symbol)) {
        if (exported.name === 'default' || scopeExports!.has(exported.name)) continue
        scopeExports!.set(exported.name, setup.scopeModules[index]!)
        const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
        const parameters = target.declarations?.map((declaration) => (declaration as ts.DeclarationWithTypeParameterChildren).typeParameters).find(Boolean)
        const required = parameters?.filter((parameter) => !parameter.default).length ?? 0
        if (required > 0) requiredTypeArguments.set(exported.name, required)
      }
    })
    return scopeExports
  }

  let frameworkTyped: boolean | undefined
  function frameworkHasTypes(): boolean {
    if (frameworkTyped !== undefined) return frameworkTyped
    if (!setup.frameworkModule) return (frameworkTyped = true)
    const resolved = ts.resolveModuleName(setup.frameworkModule, `${ROOT}/index.ts`, options, host(new Map()))
    return (frameworkTyped = resolved.resolvedModule !== undefined)
  }

  function checkBlock(block: BlockInPage, earlierBlocks?: SnippetBlock | SnippetBlock[]): SnippetVerdict {
    // TypeDoc may state a constraint simplified (`TName extends string` for `DeepKeys<TParentData>`): then as listed bare.
    const code = isComponentFile(block.lang) ? undefined : checkCode(block, earlierBlocks)
    const bare = code?.verdict === 'fragment' && block.typeParameters ? checkCode({ ...block, typeParameters: undefined }, earlierBlocks) : code
    // A TypeDoc declaration the compiler cannot read as written is a listing, not an example left unjudged.
    if (bare) return asReferenceListing(bare, block.code, block.reference)
    const earlier = Array.isArray(earlierBlocks) ? earlierBlocks : earlierBlocks ? [earlierBlocks] : []
    return componentVerdict(block, earlier, (joined, component) => checkCode(block, joined, component))
  }

  function checkCode(block: BlockInPage, earlierBlocks?: SnippetBlock | SnippetBlock[], component?: ReadableComponent): SnippetVerdict {
    // The page's earlier TypeScript blocks (a component file continues no TypeScript block, component-verdict.ts).
    const previous = (Array.isArray(earlierBlocks) ? earlierBlocks : earlierBlocks ? [earlierBlocks] : []).filter((earlier) => isTypeScript(earlier.lang))
    let extension = component?.extension ?? checkedLanguages[block.lang.toLowerCase()]
    if (!extension) return { verdict: 'skipped', reason: `${block.lang || 'plain'} is not TypeScript` }
    if (!frameworkHasTypes()) return { verdict: 'skipped', reason: `${setup.frameworkModule} has no types to check against` }
    const prepared = component
      ? { ...prepareBlock(component.code), component: { toBlock: component.toBlock, files: component.files } }
      : prepareBlock(block.reference ? typeDocElisions(block.code) : block.code)
    const references = block.reference ? memberReferences(prepared.code, (name) => (scope(), requiredTypeArguments.get(name) ?? 0)) : undefined
    let written: PreparedBlock = references ? { ...prepared, code: references.code, memberReferences: references.generic ? 'generic' : 'plain' } : prepared
    // TypeDoc's bare type parameters, given the constraints the page states under the block; columns mapped back.
    const constrained = block.reference && block.typeParameters && !references ? withPageConstraints(written.code, block.typeParameters) : undefined
    if (constrained) written = { ...written, code: constrained.code, component: { toBlock: constrained.toBlock, files: new Map() } }
    let parsed = parseBlock(written.code, extension)
    if (hasParseErrors(parsed)) {
      // `...` standing for left-out code: checked without it, as code that leaves something out.
      const blanked = blankPlaceholders(written.code)
      const reparsed = blanked === written.code ? undefined : parseBlock(blanked, extension)
      if (reparsed && !hasParseErrors(reparsed)) {
        written = { ...written, code: blanked, placeholders: true }
        parsed = reparsed
      }
    }
    if (hasParseErrors(parsed) && extension === '.ts' && (setup.jsxImportSource !== undefined || setup.frameworkModule === 'react')) {
      // JSX in a block fenced `ts` (`<Link to="/posts" />`): the file it comes from is a `.tsx`.
      for (const [code, placeholders] of [
        [written.code, written.placeholders],
        [blankPlaceholders(written.code), true],
      ] as const) {
        const asTsx = parseBlock(code, '.tsx')
        if (hasParseErrors(asTsx)) continue
        written = { ...written, code, placeholders }
        parsed = asTsx
        extension = '.tsx'
        break
      }
    }
    // `return ( // ... )`, sibling root elements: shortened JSX framed to parse (jsx-shapes.ts).
    const jsx = hasParseErrors(parsed) && extension === '.tsx' ? framedJsx(written.code) : undefined
    if (jsx) [written, parsed] = [{ ...written, ...jsx, placeholders: written.placeholders || jsx.placeholders }, parseBlock(jsx.code, extension)]
    const file = `${ROOT}/block${extension}`
    const ambient = block.reference && !hasParseErrors(parsed) ? declaredVariables(parsed, written.code) : undefined
    if (ambient) {
      written = { ...written, code: ambient }
      parsed = parseBlock(ambient, extension)
    }
    const listsMembers = parsed.statements.some((statement) => ts.isLabeledStatement(statement))
    const members = hasParseErrors(parsed) || listsMembers ? memberListing(written, extension) : undefined
    if (!members && hasParseErrors(parsed)) return { verdict: 'fragment', reason: 'does not parse as TypeScript (placeholders such as `{ ... }`)' }
    const verdict = (() => {
      if (!members || hasParseErrors(parsed)) return judge(block, previous, file, extension, written, parsed, members)
      // `name: …` labels: code that compiles as written is checked as written, else as members.
      const asWritten = judge(block, previous, file, extension, written, parsed, undefined)
      return asWritten.verdict === 'checked' || asWritten.verdict === 'listing' ? asWritten : judge(block, previous, file, extension, written, parsed, members)
    })()
    // `todos = injectQuery(…)`: a component's fields written without their class (class-fields).
    const fields = verdict.verdict === 'fragment' && !members ? fieldAssignments(parsed) : undefined
    if (fields && !fields.some((name) => previous.some((earlier) => declaredNames(prepareBlock(earlier.code).code, extension).has(name)))) {
      const asFields = judge(block, previous, file, extension, asClassFields(parsed, written), parsed, undefined)
      if (asFields.verdict !== 'fragment') return withMissingModules(asFields)
      // `enabled: !!this.userId()`: a member of the component the page does not show (method-body).
      const body = asFields.reason === membersLeftOut ? asMethodBody(parsed, written) : undefined
      const asBodyFields = body && judge(block, previous, file, extension, asClassFields(parsed, body), parsed, undefined)
      if (asBodyFields && asBodyFields.verdict !== 'fragment') return withMissingModules(asBodyFields)
    }
    const body = verdict.verdict === 'fragment' && verdict.reason === thisOutsideClass ? asMethodBody(parsed, written) : undefined
    if (body) return withMissingModules(judge(block, previous, file, extension, body, parsed, undefined))
    return withMissingModules(verdict)
  }

  function withMissingModules(verdict: SnippetVerdict): SnippetVerdict {
    // A module of the library that does not resolve would be `any`: neither a pass nor a failure is sure.
    const missing = lastRun ? missingModules(lastRun.program, lastRun.sourceFile) : []
    if (missing.length > 0 && verdict.verdict !== 'fragment')
      return { verdict: 'skipped', reason: `${missing.slice(0, 3).join(', ')} cannot be resolved: its types would be \`any\`` }
    const substituted = lastRun && verdict.verdict !== 'fragment' ? substituteProblem(lastRun.program) : undefined
    return substituted ? { verdict: 'skipped', reason: substituted } : verdict
  }

  function judge(
    block: BlockInPage,
    previous: SnippetBlock[],
    file: string,
    extension: BlockExtension,
    written: FramedBlock,
    parsed: ts.SourceFile,
    members: FramedBlock | undefined,
  ): SnippetVerdict {
    const listingRules: FragmentRule[] = members
      ? ['member-listing']
      : written.memberReferences
        ? ['member-reference']
        : written.classFields
          ? ['class-fields', ...(written.methodBody ? (['method-body'] as const) : [])]
          : written.methodBody
            ? ['method-body']
            : []
    let prepared: FramedBlock = members ?? written
    if (!members) {
      const signatures = signatureListing(parsed)
      if (signatures) {
        prepared = { ...written, close: signatures }
        listingRules.push('signature-listing')
      }
    }
    const routeTree = setup.routeTreeModule ? routeTreeEntries(written.code, setup.routeTreeModule) : undefined
    if (routeTree) {
      prepared = { ...prepared, prelude: routeTree }
      listingRules.push('route-tree')
    }
    const shape = shapeOf(parsed, written, block, members !== undefined)
    // `key: value` of an object parses as a member `key: Type` too: read as members, its errors are not sure.
    shape.labelledMembers = members !== undefined && !hasParseErrors(parsed)
    // Framed as a class, the block's `this` is the class's.
    if (written.classFields || written.methodBody) shape.topLevelThis = false
    judgedPrevious = previous
    const whole = check(file, prepared, [], '')
    const declared = declaredNames(prepared.code, extension)
    // DOM globals the block uses as its own values count as undeclared once the block has errors.
    const shadowed = whole.diagnostics.length > 0 ? new Set([...whole.domGlobals].filter((name) => !declared.has(name))) : new Set<string>()
    const undeclared = new Set([...undeclaredNames(whole.diagnostics), ...shadowed])
    if (undeclared.size === 0) return verdictOf(whole, listingRules, prepared, shape)

    const rules: FragmentRule[] = [...listingRules]
    let before = ''
    // A listing's members are not code a previous block continues.
    if (!members) {
      before = earlierDeclarations(previous, undeclared, declared, extension)
      if (before) rules.push('continues-previous')
    }
    const attemptWith = (asAny: Set<string>, callable = false) => {
      let attempt = withRules(file, prepared, shadowed, asAny, before, rules, callable)
      if (before && attempt.diagnostics.some((diagnostic) => redeclarationCodes.has(diagnostic.code)))
        attempt = withRules(
          file,
          prepared,
          shadowed,
          asAny,
          '',
          rules.filter((rule) => rule !== 'continues-previous'),
          callable,
        )
      return attempt
    }
    let attempt = attemptWith(new Set())
    // `Route.useSearch()` where the library also exports a `Route`: the docs mean their own route.
    // Not in a reference's `Type.member`: there the type is the library's.
    const ownNames = new Set(
      written.memberReferences ? [] : attempt.diagnostics.flatMap((diagnostic) => ownNameIn(diagnostic, attempt.imported, prepared.code)),
    )
    if (ownNames.size > 0) attempt = attemptWith(ownNames)
    const verdict = verdictOf(attempt, attempt.rules, prepared, shape)
    if (verdict.verdict !== 'fragment' || verdict.reason !== undeclaredAnyReason || isJavaScript(file)) return verdict
    // `queryFn: fetchTodos` with `fetchTodos: any` infers `unknown` data: the names again as callable stand-ins (stand-ins.ts).
    const callable = attemptWith(ownNames, true)
    const again = verdictOf(callable, callable.rules, prepared, shape)
    const sure = again.verdict === 'fragment' && again.reason === undeclaredAnyReason ? callable.diagnostics.filter(isNameLevel) : []
    // Errors naming an option or a member outright fail the block; those the stand-ins may cause are left out.
    const decided = sure.length > 0 ? verdictOf({ ...callable, diagnostics: sure }, callable.rules, prepared, shape) : again
    return decided.verdict === 'checked' || decided.verdict === 'fails' ? { ...decided, rules: [...decided.rules, 'callable-stand-ins'] } : verdict
  }

  let judgedPrevious: SnippetBlock[] = []
  const declaredIn = new Map<string, Set<string>>()
  /**
   * The earlier blocks of the page a block continues, joined in page order: for each name it
   * uses without declaring, the nearest earlier block that declares it. Only names the page must
   * declare say so: a name the library, the framework or a namespace rule provides (`useQuery`)
   * binds no earlier example. A block declaring a name the block or a nearer chosen block declares
   * is not joined.
   */
  function earlierDeclarations(earlier: SnippetBlock[], undeclared: Set<string>, declared: Set<string>, extension: BlockExtension): string {
    const inScope = scope()
    // A library export the page destructures as its own (`const { Field } = useForm(…)`) is the page's.
    const own = pageOwnNames(earlier, extension)
    const needed = new Set([...undeclared].filter((name) => (!inScope.has(name) || own.has(name)) && !setup.namespaces?.[name]))
    const taken = new Set(declared)
    const chosen: { index: number; code: string }[] = []
    const take = (index: number, code: string, names: Set<string>) => {
      chosen.push({ index, code })
      for (const name of names) {
        taken.add(name)
        needed.delete(name)
      }
    }
    const typescript = (index: number) => checkedLanguages[earlier[index]!.lang.toLowerCase()] !== undefined
    for (let index = earlier.length - 1; index >= 0 && needed.size > 0; index--) {
      if (!typescript(index)) continue
      const code = prepareBlock(earlier[index]!.code).code
      let names = declaredIn.get(code)
      // A block that does not parse would break the code joined after it: it declares nothing here.
      if (!names) declaredIn.set(code, (names = hasParseErrors(parseBlock(code, extension)) ? new Set<string>() : declaredNames(code, extension)))
      if (![...names].some((name) => needed.has(name)) || [...names].some((name) => taken.has(name))) continue
      take(index, code, names)
    }
    // A name still missing may be declared inside an earlier block's function (`const form = useForm(…)`
    // in `function App()`): that declaration alone is joined.
    for (let index = earlier.length - 1; index >= 0 && needed.size > 0; index--) {
      if (!typescript(index)) continue
      const own = checkedLanguages[earlier[index]!.lang.toLowerCase()]!
      for (const [name, statement] of innerDeclarations(prepareBlock(earlier[index]!.code).code, own)) {
        if (!needed.has(name) || hasParseErrors(parseBlock(statement, extension))) continue
        const names = declaredNames(statement, extension)
        if (![...names].some((other) => taken.has(other))) take(index, statement, names)
      }
    }
    // Each piece closed by a `;` of its own line: `const form = useForm(…)` before `<form.Field …>` is not a comparison.
    return chosen
      .sort((a, b) => a.index - b.index)
      .map(({ code }) => `${code}\n;`)
      .join('\n')
  }

  function withRules(
    file: string,
    prepared: FramedBlock,
    forced: Set<string>,
    asAny: Set<string>,
    before: string,
    baseRules: FragmentRule[],
    callable: boolean,
  ) {
    const rules = [...baseRules]
    const inScope = scope()
    const imported = new Set<string>()
    const spread = isJavaScript(file) ? new Set<string>() : spreadNames(prepared.code, file)
    let result = check(file, prepared, [], before)
    let pending = new Set([...undeclaredNames(result.diagnostics), ...result.undeclaredBefore, ...forced])
    for (let round = 0; round < 3 && pending.size > 0; round++) {
      const imports = new Map<string, string[]>()
      const namespaceImports: string[] = []
      const anys: string[] = []
      for (const name of pending) {
        const namespace = setup.namespaces?.[name]
        if (namespace && !asAny.has(name)) {
          namespaceImports.push(`import * as ${name} from ${JSON.stringify(namespace)};`)
          continue
        }
        const from = asAny.has(name) || forced.has(name) ? undefined : inScope.get(name)
        if (from) {
          imports.set(from, [...(imports.get(from) ?? []), name])
          imported.add(name)
        } else anys.push(name)
      }
      if ((imports.size > 0 || namespaceImports.length > 0) && !rules.includes('library-exports')) rules.push('library-exports')
      if (anys.length > 0 && !rules.includes('undeclared-as-any')) rules.push('undeclared-as-any')
      const header = [
        ...namespaceImports,
        ...[...imports].map(([from, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(from)};`),
        ...anys.map((name) => (spread.has(name) ? spreadStandIn(name) : callable ? callableStandIn(name) : anyDeclaration(name, file))),
      ]
      result = check(file, prepared, [...result.header, ...header], before)
      pending = new Set([...undeclaredNames(result.diagnostics), ...result.undeclaredBefore])
    }
    return { ...result, rules, imported }
  }

  let lastRun: { program: ts.Program; sourceFile: ts.SourceFile; offset: number; lines: number; component: boolean } | undefined

  /** Checks the block after a one-line header and an optional previous block; diagnostics in the block's own lines. */
  function check(file: string, prepared: FramedBlock, header: string[], before: string) {
    const offset = 1 + (before ? before.split('\n').length : 0)
    const lines = prepared.code.split('\n').length
    const opener = [...(prepared.prelude ? [prepared.prelude] : []), ...header, ...(prepared.open ? [prepared.open] : [])].join(' ')
    const text = `${opener}\n${before ? `${before}\n` : ''}${prepared.code}\n${prepared.close ? `${prepared.close}\n` : ''}${/^\s*(?:import|export)\s/m.test(prepared.code + before) ? '' : 'export {}\n'}`
    const { program, sourceFile, diagnostics } = run(new Map([[file, text], ...(prepared.component?.files ?? [])]), file)
    lastRun = { program, sourceFile, offset, lines, component: prepared.component !== undefined }
    const checker = program.getTypeChecker()
    const mapped: SnippetDiagnostic[] = []
    const augmented = new Set<SnippetDiagnostic>()
    const destructured = new Set<SnippetDiagnostic>()
    const undeclaredBefore = new Set<string>()
    for (const diagnostic of diagnostics) {
      if (diagnostic.file?.fileName !== file || diagnostic.start === undefined) continue
      const position = sourceFile.getLineAndCharacterOfPosition(diagnostic.start)
      const line = position.line - offset + 1
      // Names the joined earlier blocks use undeclared (`QueryClient` of `new QueryClient()`) get the rules too.
      if (line < 1 && position.line > 0 && undeclaredCodes.has(diagnostic.code)) {
        for (const name of undeclaredNames([
          { code: diagnostic.code, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'), line, column: 0 },
        ]))
          undeclaredBefore.add(name)
      }
      // The checker's own lines around the block: the header, the previous block, what closes a listing.
      if (line < 1 || line > lines) continue
      // A component's translation: only what maps back to the block's own code is the block's.
      const own = prepared.component ? prepared.component.toBlock(line, position.character + 1) : { line, column: position.character + 1 }
      if (!own) continue
      const entry = { code: diagnostic.code, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'), ...own }
      mapped.push(entry)
      if (diagnostic.code === 2339 && isMemberOfEmptyLibraryInterface(checker, sourceFile, diagnostic.start)) augmented.add(entry)
      if (diagnostic.code === 2339 && isParameterDestructuring(sourceFile, diagnostic.start)) destructured.add(entry)
    }
    // An import from a module that did not resolve is `any`: errors that hang on inference may be its doing.
    const unresolvedImport = sourceFile.statements.some((statement) => {
      if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) return false
      const symbol = checker.getSymbolAtLocation(statement.moduleSpecifier)
      return !symbol || (symbol.declarations ?? []).some((declaration) => declaration.getSourceFile().fileName === AMBIENT)
    })
    // The DOM's globals the code reaches under a name the docs use for their own values (`screen`).
    const domGlobals = new Set<string>()
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && ambiguousGlobals.includes(node.text) && !domGlobals.has(node.text)) {
        const declarations = checker.getSymbolAtLocation(node)?.declarations ?? []
        const isGlobal = (declaration: ts.Declaration) =>
          (ts.isVariableDeclaration(declaration) || ts.isFunctionDeclaration(declaration)) && declaration.getSourceFile().fileName.startsWith(`${libDir}/`)
        if (declarations.length > 0 && declarations.every(isGlobal)) domGlobals.add(node.text)
      }
      ts.forEachChild(node, visit)
    }
    visit(sourceFile)
    return { diagnostics: mapped, header, augmented, destructured, unresolvedImport, domGlobals, undeclaredBefore }
  }

  function verdictOf(result: ReturnType<typeof check>, givenRules: FragmentRule[], prepared: FramedBlock, shape: BlockShape): SnippetVerdict {
    const rules = [...givenRules]
    let shown = result.diagnostics.filter(
      (diagnostic) =>
        !ignoredCodes.has(diagnostic.code) &&
        !prepared.expectedErrors.has(diagnostic.code) &&
        // A name imported from a module that did not resolve, used as a type or a namespace.
        !(diagnostic.code === 2694 && diagnostic.message.includes(`'"*"'`)) &&
        // `import.meta.env`, `import.meta.server`: what a build tool adds is not the docs' to declare.
        !(diagnostic.code === 2339 && diagnostic.message.endsWith("on type 'ImportMeta'.")) &&
        // A listing's property shown with its default value (`fieldInfo: Info = {}`): the class around it is ambient.
        !(diagnostic.code === 1039 && rules.includes('member-listing')),
    )
    // A reference listing names its type parameters and lists their constraints under it:
    // `Type 'TOnMount' does not satisfy the constraint …` of such a parameter is the listing's form.
    if (shape.unconstrained.size > 0) {
      const own = shown.filter(
        (diagnostic) => diagnostic.code === 2344 && shape.unconstrained.has(/^Type '([A-Za-z_$][\w$]*)' does not satisfy/.exec(diagnostic.message)?.[1] ?? ''),
      )
      if (own.length > 0) {
        shown = shown.filter((diagnostic) => !own.includes(diagnostic))
        rules.push('constraints-left-out')
      }
    }
    if (shown.some((diagnostic) => redeclarationCodes.has(diagnostic.code))) {
      return { verdict: 'fragment', reason: 'declares a name twice: it shows alternatives, not one program' }
    }
    if (shown.some((diagnostic) => undeclaredCodes.has(diagnostic.code))) {
      return { verdict: 'fragment', reason: 'uses names no rule can declare' }
    }
    if (shown.some((diagnostic) => diagnostic.code < 2000)) {
      return { verdict: 'fragment', reason: 'is a piece of a larger program (a function body, an object’s members)' }
    }
    if (shown.some((diagnostic) => signatureCodes.has(diagnostic.code))) {
      return { verdict: 'fragment', reason: 'lists signatures without bodies' }
    }
    const ownClasses = new Set([...`${prepared.open ?? ''}\n${prepared.code}`.matchAll(/\bclass\s+([A-Za-z_$][\w$]*)/g)].map((match) => match[1]!))
    const memberOfOwnClass = (diagnostic: SnippetDiagnostic) =>
      diagnostic.code === 2339 && [...ownClasses].some((name) => diagnostic.message.endsWith(`on type '${name}'.`))
    if (shown.some(memberOfOwnClass)) {
      return { verdict: 'fragment', reason: membersLeftOut }
    }
    if (shown.some((diagnostic) => diagnostic.code === 2344)) {
      return { verdict: 'fragment', reason: 'a type listing whose constraints are left out' }
    }
    if (shown.some((diagnostic) => diagnostic.code === 2693)) {
      return { verdict: 'fragment', reason: 'uses a type as a value: a signature listing, not a program' }
    }
    if (prepared.jsxPlaceholders?.length && shown.some((diagnostic) => hangsOnPlaceholder(diagnostic, prepared.jsxPlaceholders!)))
      return { verdict: 'fragment', reason: 'leaves JSX out (`( // ... )`): its errors may come from what is left out' }
    if (shown.length === 0 || prepared.noErrors) return compiled(rules, shape)
    if (setup.generated?.pattern.test(prepared.code)) {
      // With the block's file routes registered (route-tree), an error naming an option or an
      // export outright does not hang on the generated tree: it stays. A member missing without
      // a "did you mean" (TS2339) may: a route's `context` holds what its parent routes add.
      const sure = rules.includes('route-tree') ? shown.filter((diagnostic) => diagnostic.code !== 2339 && isNameLevel(diagnostic)) : []
      if (sure.length === 0) return { verdict: 'fragment', reason: setup.generated.reason }
      shown = sure
    }
    if (shape.shownAsWrong) return { verdict: 'fragment', reason: 'the page shows it as wrong on purpose (❌, "incorrect code", "Old:")' }
    if (shape.topLevelThis) return { verdict: 'fragment', reason: thisOutsideClass }
    // `OmitKeyof.subscribed`: a member looked up on a generic type given `any` arguments may be lost by its mapping.
    if (prepared.memberReferences === 'generic')
      return { verdict: 'fragment', reason: 'names a member of a generic type, looked up with `any` type arguments: not sure' }
    if (shape.listsMembers) return { verdict: 'fragment', reason: 'lists members (`name: Type`), not a program' }
    // Without its type parameters' constraints, what a listing says of them is not sure.
    const namesOwnParameter = (diagnostic: SnippetDiagnostic) =>
      [...shape.unconstrained].some((name) => new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(diagnostic.message))
    if (shape.unconstrained.size > 0 && shown.some(namesOwnParameter)) return { verdict: 'fragment', reason: 'a type listing whose constraints are left out' }
    // Errors an explanation outside the block accounts for are left out; a block left with none is a fragment.
    const explanations: [string, (diagnostic: SnippetDiagnostic) => boolean][] = [
      ['leaves out an option the library requires: a shortened example', isLeftOutOption],
      ['uses members the app adds to a library interface by declaration merging', (diagnostic) => result.augmented.has(diagnostic)],
      // `withForm({ // ...\n render: ({ form, title }) => … })`: the option that adds `title` is what `// ...` leaves out.
      [
        'leaves code out (`// ...`): a parameter it destructures may take what is left out',
        (diagnostic) => shape.elided && result.destructured.has(diagnostic),
      ],
      ...(setup.registered
        ? [
            [setup.registered.reason, (diagnostic: SnippetDiagnostic) => setup.registered!.pattern.test(diagnostic.message)] as [
              string,
              (diagnostic: SnippetDiagnostic) => boolean,
            ],
          ]
        : []),
    ]
    let real = shown
    for (const [reason, explains] of explanations) {
      const rest = real.filter((diagnostic) => !explains(diagnostic))
      // Not when the page's earlier blocks declare a name the checker imported from the library: theirs may be meant.
      const leftOut = explains === isLeftOutOption && !declaredEarlier((result as { imported?: Set<string> }).imported ?? [], judgedPrevious)
      if (rest.length === 0) return (leftOut && checkedLeavingOut(compiled(rules, shape), real)) || { verdict: 'fragment', reason }
      real = rest
    }
    if (!real.every(isNameLevel)) {
      // Inputs typed `any` make inference fail downstream: only errors naming a member, an option or an export are sure.
      if (rules.includes('undeclared-as-any')) return { verdict: 'fragment', reason: undeclaredAnyReason }
      if (rules.includes('method-body')) return { verdict: 'fragment', reason: 'its errors may come from `this`, the component the page does not show' }
      // A page's blocks may be separate examples: `<form.Field name="age">` after another example's `useForm`.
      if (rules.includes('continues-previous'))
        return { verdict: 'fragment', reason: 'its errors may come from the earlier example it continues, which may be another one' }
      if (result.unresolvedImport) return { verdict: 'fragment', reason: 'its errors may come from a module the checker cannot see (typed `any`)' }
      if (shape.elided) return { verdict: 'fragment', reason: 'leaves code out (`// ...`): its errors may come from what is left out' }
      if (shape.typesOnly && !shape.constraintsStated) return { verdict: 'fragment', reason: 'a type listing whose constraints are left out' }
    }
    if (shape.labelledMembers) return { verdict: 'fragment', reason: 'lists members (`name: Type`), not a program' }
    return { verdict: 'fails', rules, diagnostics: real.sort((a, b) => a.line - b.line || a.column - b.column) }
  }

  /** Compiled: `checked` only if it uses something of the library (library-use.ts), else a `listing` (declares only, uses nothing of it). */
  function compiled(rules: FragmentRule[], shape: BlockShape): SnippetVerdict {
    if (shape.declarationsOnly || rules.includes('member-listing') || rules.includes('signature-listing'))
      return { verdict: 'listing', rules, reason: 'declares types or lists an API without using it' }
    if (lastRun && !usesLibrary(lastRun.program, lastRun.sourceFile, { offset: lastRun.offset, lines: lastRun.lines }, source.packages))
      return { verdict: 'listing', rules, reason: 'uses nothing of the library' }
    return { verdict: 'checked', rules }
  }

  // A component's hovers would be at its translation's lines, not the block's: none.
  const hoversOfLastBlock = (hoverOptions?: HoverOptions) =>
    lastRun && !lastRun.component ? collectHovers(lastRun.program, lastRun.sourceFile, lastRun.offset, lastRun.lines, hoverOptions) : undefined

  return { checkBlock, scope, hoversOfLastBlock }
}
