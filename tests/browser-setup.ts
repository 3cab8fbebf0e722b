// Every browser-run Vitest test: findBy* and waitFor wait for a state as long as a busy machine needs
// (testing-library gives up after 1 s by default; tests/patience.ts).
import { configure } from "@testing-library/react";
import { PATIENCE } from "./patience.ts";

configure({ asyncUtilTimeout: PATIENCE.state });
