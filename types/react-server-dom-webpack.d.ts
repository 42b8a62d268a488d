// react-server-dom-webpack ships no type declarations and no @types package exists; these
// cover exactly the parts this project calls (checked against the 19.3.1 sources).

declare module 'react-server-dom-webpack/server' {
  import type { Writable } from 'node:stream';
  import type { ReactNode } from 'react';

  export interface ClientManifestEntry {
    id: string | number;
    chunks: (string | number)[];
    name: string;
  }
  export type ClientManifest = Record<string, ClientManifestEntry>;
  export type ServerManifest = Record<string, ClientManifestEntry>;
  export type TemporaryReferenceSet = object;

  export interface PipeableStream {
    pipe<T extends Writable>(destination: T): T;
    abort(reason?: unknown): void;
  }

  export function renderToPipeableStream(
    model: unknown,
    clientManifest: ClientManifest,
    options?: {
      onError?: (error: unknown) => string | void;
      identifierPrefix?: string;
      temporaryReferences?: TemporaryReferenceSet;
    },
  ): PipeableStream;

  export function decodeReply<T = unknown[]>(
    body: string | FormData,
    serverManifest: ServerManifest,
    options?: { temporaryReferences?: TemporaryReferenceSet; arraySizeLimit?: number },
  ): Promise<T>;
  export function decodeAction<T = unknown>(body: FormData, serverManifest: ServerManifest): Promise<() => Promise<T>> | null;
  export function decodeFormState<S = unknown>(actionResult: S, body: FormData, serverManifest: ServerManifest): Promise<unknown>;
  export function createTemporaryReferenceSet(): TemporaryReferenceSet;
  export function registerServerReference<T extends (...args: never[]) => unknown>(reference: T, id: string, exportName: string | null): T;
  export function registerClientReference<T>(proxy: T, id: string, exportName: string): T;
  export type { ReactNode };
}

declare module 'react-server-dom-webpack/client' {
  import type { Readable } from 'node:stream';

  export type CallServer = (id: string, args: unknown[]) => Promise<unknown>;

  export interface ServerConsumerManifest {
    moduleMap: Record<string, Record<string, { id: string | number; chunks: (string | number)[]; name: string }>>;
    serverModuleMap: null | Record<string, unknown>;
    moduleLoading: { prefix: string; crossOrigin?: string } | null;
  }

  /** Node (SSR) flavour. */
  export function createFromNodeStream<T>(
    stream: Readable,
    manifest: ServerConsumerManifest,
    options?: { nonce?: string; encodeFormAction?: unknown },
  ): Promise<T>;

  /** Browser flavour. */
  export function createFromFetch<T>(
    response: Promise<Response>,
    options?: { callServer?: CallServer; temporaryReferences?: object },
  ): Promise<T>;
  export function createFromReadableStream<T>(
    stream: ReadableStream<Uint8Array>,
    options?: { callServer?: CallServer; temporaryReferences?: object },
  ): Promise<T>;
  export function encodeReply(value: unknown, options?: { temporaryReferences?: object; signal?: AbortSignal }): Promise<string | FormData>;
  export function createServerReference<A extends unknown[], R>(id: string, callServer: CallServer): (...args: A) => Promise<R>;
  export function createTemporaryReferenceSet(): object;
}
