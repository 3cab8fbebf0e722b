// Child processes for `npm start` / `npm run dev`. Each child leads its own process group (detached), so
// stopping kills the whole tree it started (netlify-cli spawns vite, esbuild and function workers).
import { spawn, type ChildProcess } from "node:child_process";

export class ProcessGroup {
  private readonly children: ChildProcess[] = [];
  private stopping = false;

  private readonly cwd: string;
  private readonly env: NodeJS.ProcessEnv;

  constructor(cwd: string, env: NodeJS.ProcessEnv) {
    this.cwd = cwd;
    this.env = env;
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => this.stop(0));
    process.on("exit", () => this.killAll("SIGKILL"));
  }

  /** Runs a Node script on this Node (24). The `main` child's exit ends the whole group with its code. */
  spawn(args: string[], options: { main?: boolean; cwd?: string } = {}): ChildProcess {
    const child = spawn(process.execPath, args, {
      cwd: options.cwd ?? this.cwd,
      env: this.env,
      stdio: "inherit",
      detached: true,
    });
    this.children.push(child);
    child.on("exit", (code, signal) => {
      if (this.stopping) return;
      if (options.main) this.stop(code ?? (signal ? 1 : 0));
      else if (code !== 0) {
        console.error(`${args[0]} exited with ${code ?? signal}; stopping`);
        this.stop(1);
      }
    });
    return child;
  }

  /** Runs a Node script to completion (e.g. a build step); rejects on a non-zero exit. */
  run(args: string[], cwd = this.cwd): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, args, { cwd, env: this.env, stdio: "inherit", detached: true });
      this.children.push(child);
      child.on("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}`)),
      );
    });
  }

  stop(code: number): void {
    if (this.stopping) return;
    this.stopping = true;
    this.killAll("SIGTERM");
    // give servers a moment to close cleanly, then make sure nothing is left
    setTimeout(() => {
      this.killAll("SIGKILL");
      process.exit(code);
    }, 1500).unref();
    const waiting = this.children.filter((child) => child.exitCode === null && child.signalCode === null);
    let left = waiting.length;
    if (left === 0) process.exit(code);
    for (const child of waiting)
      child.once("exit", () => {
        left -= 1;
        if (left === 0) {
          this.killAll("SIGKILL"); // grandchildren still in the group
          process.exit(code);
        }
      });
  }

  private killAll(signal: NodeJS.Signals): void {
    for (const child of this.children) {
      if (child.pid === undefined) continue;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // group already gone
      }
    }
  }
}
