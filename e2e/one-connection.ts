import http from 'node:http';
import type { Socket } from 'node:net';

interface PlainAnswer {
  readonly status: number;
  readonly location: string | null;
  readonly body: string;
}

/**
 * GET requests over a single keep-alive connection. The production server runs a worker per
 * core and the cluster hands each connection to one of them, and each worker keeps its own
 * caches: requests that must meet the same worker's caches go through one of these.
 * `connections` counts the sockets it opened, so a caller can tell whether they did.
 */
export class OneConnection {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly sockets = new Set<Socket>();

  constructor(private readonly baseUrl: string) {}

  get connections(): number {
    return this.sockets.size;
  }

  get(path: string, headers: Record<string, string>): Promise<PlainAnswer> {
    return new Promise((resolve, reject) => {
      const request = http.get(new URL(path, this.baseUrl), { agent: this.agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      });
      request.on('socket', (socket: Socket) => this.sockets.add(socket));
      request.on('error', reject);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
