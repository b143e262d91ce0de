/**
 * The fence languages whose blocks are TypeScript, with the file each is checked as. `angular-ts`
 * is Shiki's name for an Angular component's TypeScript file (inline template highlighted): to
 * the compiler it is a `.ts` file like any other.
 */
export const checkedLanguages: Readonly<Record<string, '.ts' | '.tsx'>> = { ts: '.ts', typescript: '.ts', tsx: '.tsx', 'angular-ts': '.ts' }

/** Whether a fence's language is TypeScript the checker reads (` ```ts `, ` ```angular-ts `…). */
export function isTypeScript(lang: string): boolean {
  return Object.hasOwn(checkedLanguages, lang.toLowerCase())
}
