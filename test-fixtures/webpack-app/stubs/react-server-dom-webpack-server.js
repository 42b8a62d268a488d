// Stands in for React's registration functions and records what the loaders register. The
// record is global: the module is bundled once per layer, and both copies must share it.
const registered = (globalThis.fixtureRegistered ??= []);

export function registerClientReference(stub, id, name) {
  registered.push({ kind: 'client', id, name });
  return Object.assign(stub, { $$id: `${id}#${name}` });
}

export function registerServerReference(fn, id, name) {
  registered.push({ kind: 'server', id, name });
  return Object.assign(fn, { $$id: `${id}#${name}` });
}
