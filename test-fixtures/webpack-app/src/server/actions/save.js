'use server';

async function save(value) {
  return `saved ${value}`;
}

async function remove(id) {
  return `removed ${id}`;
}

export { save, remove as discard };
export const LIMIT = 3;
