import net from 'node:net';

/** Raw connections to a test server, each with when (ms after `t0`) the server closed it. */
export function rawSockets() {
  const opened: net.Socket[] = [];
  return {
    open(port: number, t0 = Date.now()) {
      const socket = net.connect(port, '127.0.0.1');
      opened.push(socket);
      socket.on('error', () => undefined);
      socket.resume(); // reads, so that the server's close is seen
      const connected = new Promise<void>((resolve) => socket.once('connect', resolve));
      const closed = new Promise<number>((resolve) =>
        socket.once('close', () => resolve(Date.now() - t0)),
      );
      return { socket, connected, closed };
    },
    /** Closes what the server left open, so that a failed test leaves none behind. */
    destroyAll() {
      for (const socket of opened.splice(0)) socket.destroy();
    },
  };
}
