// Which addresses a running stack listens on, read from Linux's /proc: every TCP socket in LISTEN state
// (/proc/net/tcp, tcp6), matched by inode to the open files of each process of the stack's tree. So a test
// sees every server a stack started (Netlify's proxy and functions server, Vite, the static server,
// Storybook, the local services), including those on ports picked at random, and by whom.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

export interface Listener {
  pid: number;
  /** the process's command line, for messages */
  command: string;
  address: string;
  port: number;
}

/** "0100007F:1F90" (IPv4, little-endian words) or the 32-hex IPv6 form: the address and port. */
function decode(hex: string): { address: string; port: number } {
  const [host, port] = hex.split(":") as [string, string];
  const words = host.match(/.{8}/g)!.map((word) => word.match(/../g)!.reverse().join(""));
  if (words.length === 1) {
    const bytes = words[0]!.match(/../g)!.map((byte) => parseInt(byte, 16));
    return { address: bytes.join("."), port: parseInt(port, 16) };
  }
  const groups = words
    .join("")
    .match(/.{4}/g)!
    .map((group) => parseInt(group, 16).toString(16));
  const v4mapped = groups.slice(0, 5).every((group) => group === "0") && groups[5] === "ffff";
  if (v4mapped) {
    const [a, b] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return { address: `::ffff:${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`, port: parseInt(port, 16) };
  }
  // compressed the simple way: enough to tell "::", "::1" and the rest apart
  const full = groups.join(":");
  const address = full === "0:0:0:0:0:0:0:0" ? "::" : full === "0:0:0:0:0:0:0:1" ? "::1" : full;
  return { address, port: parseInt(port, 16) };
}

/** inode -> address of every listening TCP socket on the machine */
function listeningSockets(): Map<string, { address: string; port: number }> {
  const sockets = new Map<string, { address: string; port: number }>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // sl local_address rem_address st tx:rx tr:tm retrnsmt uid timeout inode
      if (fields.length < 10 || fields[3] !== "0A") continue;
      sockets.set(fields[9]!, decode(fields[1]!));
    }
  }
  return sockets;
}

const ownPids = () =>
  readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);

function parentOf(pid: number): number | null {
  try {
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ")"
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null; // gone
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
  } catch {
    return "";
  }
}

function socketInodes(pid: number): string[] {
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return []; // gone, or not ours
  }
  const inodes: string[] = [];
  for (const fd of fds) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.push(inode);
    } catch {
      // closed meanwhile
    }
  }
  return inodes;
}

/** The process listening on `port`, or null. */
export function listenerOf(port: number): number | null {
  const inodes = new Set(
    [...listeningSockets()].filter(([, socket]) => socket.port === port).map(([inode]) => inode),
  );
  for (const pid of ownPids()) if (socketInodes(pid).some((inode) => inodes.has(inode))) return pid;
  return null;
}

/** The nearest ancestor of `pid` (itself included) whose command line matches, or null. */
export function ancestorMatching(pid: number, pattern: RegExp): number | null {
  for (let current: number | null = pid; current && current > 1; current = parentOf(current))
    if (pattern.test(commandOf(current))) return current;
  return null;
}

/** `root` and every process below it. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const pid of ownPids()) {
    const parent = parentOf(pid);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Every listening socket held by the processes of `root`'s tree. */
export function listenersOf(root: number): Listener[] {
  const sockets = listeningSockets();
  const listeners: Listener[] = [];
  for (const pid of processTree(root)) {
    for (const inode of socketInodes(pid)) {
      const socket = sockets.get(inode);
      if (socket) listeners.push({ pid, command: commandOf(pid), ...socket });
    }
  }
  return listeners;
}

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback: reachable from this machine only. */
export const isLoopback = (address: string) =>
  /^127\./.test(address) || address === "::1" || /^::ffff:127\./.test(address);
