'use server';

export async function reset() {
  return 'reset';
}
