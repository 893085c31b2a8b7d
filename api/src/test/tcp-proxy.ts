import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the api's pool and the database server, to make the database
 * unreachable under a running api: refused (the proxy stops listening and resets every
 * connection), silent (connections stay open but nothing gets through, as in a network
 * partition), and back again.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private mode: 'open' | 'silent' = 'open';
  private listenPort = 0;

  private constructor(private readonly target: { host: string; port: number }) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.listen();
    return proxy;
  }

  get port(): number {
    return this.listenPort;
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    // A reset peer is the point of the exercise, not a test failure.
    socket.on('error', () => socket.destroy());
  }

  private accept(client: Socket): void {
    this.track(client);
    if (this.mode === 'silent') {
      client.on('data', () => undefined);
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    this.track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  private listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      const server = createServer((client) => this.accept(client));
      server.once('error', reject);
      server.listen(this.listenPort, '127.0.0.1', () => {
        const address = server.address();
        if (typeof address === 'object' && address) this.listenPort = address.port;
        this.server = server;
        resolve();
      });
    });
  }

  private resetAll(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  /** Connection refused: nothing listens, every open connection is reset. */
  async refuse(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.resetAll();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Packets lost: open connections and new ones stay up, but no byte gets through. */
  silence(): void {
    this.mode = 'silent';
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.removeAllListeners('data');
      socket.on('data', () => undefined);
    }
  }

  /** The network is back: connections from the outage are reset, new ones go through. */
  async restore(): Promise<void> {
    this.resetAll();
    this.mode = 'open';
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    await this.refuse();
  }
}
