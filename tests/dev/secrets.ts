// What a dev server must never hand out: the local auth service's JWT secret and users file and the caught
// mail, asked for every way Vite's file serving has been tricked before (`/@fs/`, `?raw`, `?import&raw`,
// `?url`, `?inline`, `?raw??`, `..` segments), by `localhost` and by a LAN-style Host (a phone on the same
// network: Vite answers IP-address Host names).
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

export interface Answer {
  status: number;
  body: string;
}

/** GET with the path sent exactly as written (no normalisation of `..`) and any Host header. */
export function rawGet(port: number, rawPath: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "GET",
      path: rawPath,
      headers: { host },
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("latin1") }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/** The ways to ask Vite for one file by its absolute path (and by `..` from the served root). */
export function probesFor(file: string, servedRoot: string): string[] {
  const fs = `/@fs${file}`;
  const relative = path.relative(servedRoot, file);
  const viaRoot = path.relative(root, file);
  return [
    fs,
    `${fs}?raw`,
    `${fs}?import&raw`,
    `${fs}?url`,
    `${fs}?inline`,
    `${fs}?raw??`,
    `${fs}?import&raw??`,
    `/@fs${root}/packages/../${viaRoot}`,
    `/@fs${path.dirname(file)}/./${path.basename(file)}`,
    `/${relative}`,
    `/${relative.replaceAll("..", "%2e%2e")}`,
  ];
}

/** The Host headers to ask with: this machine by name, and a LAN address (this machine's, or a typical one). */
export function hostsFor(port: number): string[] {
  const lan =
    Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address ?? "192.168.1.23";
  return [`localhost:${port}`, `${lan}:${port}`];
}

/** This machine's first non-loopback IPv4 address, if it has one. */
export const lanAddress = (): string | undefined =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

/** Whether a TCP connection to address:port is accepted. */
export function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port });
    // a dropped SYN would never answer: that is not accepting either (a bound on a hang, not a pace)
    socket.setTimeout(10_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
