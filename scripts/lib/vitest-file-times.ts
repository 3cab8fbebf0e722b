// A Vitest reporter for `npm test`'s slowest list: each file's time outside its tests (its imports, setup files
// and beforeAll/afterAll hooks). Vitest's JSON report cannot give it: there a file's times run from its first
// test's start to its last test's end.
import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/** One test file's time outside its tests, in ms. */
export interface FileTime {
  file: string;
  outsideMs: number;
}

export default class FileTimes implements Reporter {
  readonly #outputFile: string;

  constructor({ outputFile }: { outputFile: string }) {
    this.#outputFile = outputFile;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const times: FileTime[] = modules.map((module) => {
      const { collectDuration, setupDuration, duration } = module.diagnostic();
      let tests = 0;
      for (const test of module.children.allTests()) tests += test.diagnostic()?.duration ?? 0;
      // `duration` is every test and hook of the file; its tests' own time is in the slowest list already
      return { file: module.moduleId, outsideMs: collectDuration + setupDuration + duration - tests };
    });
    writeFileSync(this.#outputFile, JSON.stringify(times));
  }
}
