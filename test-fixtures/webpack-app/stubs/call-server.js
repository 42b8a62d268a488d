// Stands in for src/client/runtime/call-server.ts: answers with what it would post.
export function callServer(id, args) {
  return Promise.resolve({ posted: id, args });
}
