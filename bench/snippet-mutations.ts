/**
 * The mutation test of `npm run bench:snippets`: in a sample of the blocks the checker passed
 * (`checked`) and that use the library, one misspelled import, option or member is planted
 * (src/server/snippets/mutation.ts) and the block is checked again as it was, with its page's
 * earlier blocks and the same types. A checker that really checks the block must fail it: the
 * catch rate is the share that comes back `fails` (the target: 90 %). Each framework's
 * sample is drawn with a fixed seed, so two runs on the same commit plant the same errors.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { snapshotOf } from "../src/server/content/snapshot";
import { loadPageList } from "../src/server/docs/page-list";
import { blockHash } from "../src/server/snippets/block-hash";
import {
  configuredLimits,
  defaultTypeSource,
  isReferencePage,
  isTypeScript,
  scopeImports,
  type FrameworkCheck,
} from "../src/server/snippets/library-check";
import {
  mutationsOf,
  pickMutation,
  type Mutation,
} from "../src/server/snippets/mutation";
import { pageBlocks, type PageBlock } from "../src/server/snippets/page-blocks";
import { pageSetup } from "../src/server/snippets/setup";
import { createWorkerChecker } from "../src/server/snippets/worker-checker";
import { findLibrary } from "../src/site/libraries";

export type MutationRow = {
  library: string;
  framework: string;
  checked: number;
  mutable: number;
  mutated: number;
  caught: number;
  missed: number;
  "catch rate": string;
};
export type MissedMutation = {
  library: string;
  framework: string;
  place: string;
  mutation: Mutation;
  verdict: string;
};

/** A seeded order (mulberry32), so the sample is the same from run to run. */
function seededShuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled;
}

export const percentOf = (part: number, whole: number) =>
  whole === 0 ? "–" : `${((part / whole) * 100).toFixed(0)} %`;

/**
 * Runs the mutation test on the stored results of each library's latest version (`resultsDir`,
 * as the background check or `docs:check --snippets` stored them), at most `perFramework`
 * blocks per framework.
 */
export async function mutationTest(
  libraryIds: string[],
  resultsDir: string,
  perFramework: number,
  seed = 40,
): Promise<{ rows: MutationRow[]; missed: MissedMutation[] }> {
  const rows: MutationRow[] = [];
  const missed: MissedMutation[] = [];
  for (const id of libraryIds) {
    const library = findLibrary(id)!;
    const list = await loadPageList(library, library.latestVersion);
    if (!list) continue;
    const content = snapshotOf(list);
    const folder = path.join(resultsDir, id);
    const checks = (existsSync(folder) ? readdirSync(folder) : [])
      .filter(
        (name) => name.startsWith(list.contentId) && name.endsWith(".json"),
      )
      .map(
        (name) =>
          JSON.parse(
            readFileSync(path.join(folder, name), "utf8"),
          ) as FrameworkCheck,
      );
    for (const check of checks) {
      const setup = pageSetup(library, check.framework);
      const passed = check.blocks.filter(
        (block) => block.verdict.verdict === "checked",
      );
      if (!setup || passed.length === 0) continue;
      const scope = /^@[^/]+\//.exec(setup.adapter)?.[0] ?? setup.adapter;
      const isLibraryModule = (specifier: string) =>
        specifier.startsWith(scope);
      // Each passed block with its code and its page's earlier blocks (those with a verdict), as it was checked.
      const candidates: {
        file: string;
        block: PageBlock;
        earlier: PageBlock[];
        mutation: Mutation;
      }[] = [];
      const verdicts = new Map(
        check.blocks.map((block) => [
          `${block.file}:${block.line}:${block.hash}`,
          block.verdict.verdict,
        ]),
      );
      const passedKeys = new Set(
        passed.map((block) => `${block.file}:${block.line}:${block.hash}`),
      );
      for (const file of [
        ...new Set(passed.map((block) => block.file)),
      ].sort()) {
        const text = await content.readText(file);
        if (text === undefined) continue;
        const earlier: PageBlock[] = [];
        for (const block of pageBlocks(text, check.framework).filter((found) =>
          isTypeScript(found.lang),
        )) {
          const key = `${file}:${block.line}:${blockHash(block.lang, block.code)}`;
          if (passedKeys.has(key)) {
            const mutation = pickMutation(
              mutationsOf(block.code, isLibraryModule),
              key,
            );
            if (mutation)
              candidates.push({ file, block, earlier: [...earlier], mutation });
          }
          if (verdicts.get(key) !== "skipped") earlier.push(block);
        }
      }
      const sample = seededShuffle(candidates, seed).slice(0, perFramework);
      let caught = 0;
      if (sample.length > 0) {
        const source = await defaultTypeSource(
          library,
          list,
          setup,
          scopeImports(
            sample.flatMap(({ block, earlier }) => [
              block.code,
              ...earlier.map((one) => one.code),
            ]),
            setup.adapter,
          ),
        );
        if (!source) continue;
        const checker = createWorkerChecker(source, setup, configuredLimits());
        try {
          for (const { file, block, earlier, mutation } of sample) {
            const verdict = await checker.checkBlock(
              {
                ...block,
                code: mutation.code,
                reference: isReferencePage(file),
              },
              earlier,
            );
            if (verdict.verdict === "fails") caught++;
            else
              missed.push({
                library: id,
                framework: check.framework,
                place: `${file}:${block.line + mutation.line - 1}`,
                mutation,
                verdict:
                  verdict.verdict === "checked" || verdict.verdict === "listing"
                    ? verdict.verdict
                    : `${verdict.verdict}: ${verdict.reason}`,
              });
          }
        } finally {
          await checker.close();
        }
      }
      rows.push({
        library: id,
        framework: check.framework,
        checked: passed.length,
        mutable: candidates.length,
        mutated: sample.length,
        caught,
        missed: sample.length - caught,
        "catch rate": percentOf(caught, sample.length),
      });
    }
  }
  return { rows, missed };
}
