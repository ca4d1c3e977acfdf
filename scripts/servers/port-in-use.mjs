// What a local server says when its port is taken (another `npm start`, `npm run cms` or test
// still running), instead of Node's bare EADDRINUSE.

/** The error's explanation when it is a taken port, else undefined. */
export function portInUseMessage(error, what, host, port) {
  if (error?.code !== 'EADDRINUSE') return undefined;
  return `${what} cannot start: port ${port} on ${host} is already in use, probably by another npm start, npm run cms or test still running. Stop it (Ctrl+C in its terminal, or end the process using port ${port}) and try again.`;
}
