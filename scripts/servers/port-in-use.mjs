// What a local server says when its port is taken (another `npm start`, `npm run cms` or test
// still running), instead of Node's bare EADDRINUSE.
import net from 'node:net';

/** The error's explanation when it is a taken port, else undefined. */
export function portInUseMessage(error, what, host, port) {
  if (error?.code !== 'EADDRINUSE') return undefined;
  return `${what} cannot start: port ${port} on ${host} is already in use, probably by another npm start, npm run cms or test still running. Stop it (Ctrl+C in its terminal, or end the process using port ${port}) and try again.`;
}

/**
 * Resolves when `port` on `host` is free; else rejects with portInUseMessage's explanation. For a
 * server this process does not bind itself (decap-server: a second one fails quietly, and the one
 * still running takes the admin's saves).
 * @param {string} what
 * @param {string} host
 * @param {number} port
 * @returns {Promise<void>}
 */
export function refuseTakenPort(what, host, port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => reject(new Error(portInUseMessage(error, what, host, port) ?? error.message)));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
