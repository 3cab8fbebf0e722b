// A TCP port nothing listens on right now, for the servers netlify-cli starts behind its own port. Its
// defaults (a static server on 3999, get-port's fallbacks) collide when two checkouts run side by side.
import net from "node:net";

export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
