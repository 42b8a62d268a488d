/**
 * Renders a fixed page tree with React's own flight server and writes the payload to stdout.
 * It runs in a child process (flight-contract.test.ts starts it) because the server build only
 * loads under the `react-server` condition, while the test decodes with the client build.
 */
import { Suspense } from 'react';
import { registerClientReference, renderToPipeableStream } from 'react-server-dom-webpack/server';
import { FROZEN_MODULE, contractTree } from './contract-tree';

const FrozenPart = registerClientReference(
  () => {
    throw new Error('A client component cannot run on the server');
  },
  FROZEN_MODULE,
  'FrozenPart',
);

async function Later({ text }: { text: string }) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return <p className="later">{text}</p>;
}

const size = process.argv[2] === 'small' ? 'small' : 'large';
// `referenced`: the parts name their HTML by number, as on a document render.
const root = contractTree(size, { FrozenPart, Later, Suspense }, process.argv[3] === 'referenced');
const clientManifest = { [`${FROZEN_MODULE}#FrozenPart`]: { id: FROZEN_MODULE, chunks: [], name: 'FrozenPart' } };
renderToPipeableStream({ root }, clientManifest, {
  onError: (error: unknown) => {
    process.exitCode = 1;
    console.error(error);
  },
}).pipe(process.stdout);
