// No directive: an ordinary module, bundled where it is imported, never a reference.
export function helper(name) {
  return `helper:${name}`;
}
