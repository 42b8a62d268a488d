// Stands in for React's createServerReference: a function that reports what it would post.
export function createServerReference(id, callServer) {
  return (...args) => callServer(id, args);
}
