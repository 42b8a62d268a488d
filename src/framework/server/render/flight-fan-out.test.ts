import { describe, expect, it } from 'vitest';
import { FlightFanOut } from './flight-fan-out';

function reader(copy: FlightFanOut['forHtml']) {
  const seen: string[] = [];
  const done = new Promise<string[]>((resolve) => {
    copy.on('data', (chunk) => seen.push(chunk.toString('utf8')));
    copy.on('error', (error) => resolve([...seen, `error: ${error.message}`]));
    copy.on('end', () => resolve([...seen, 'end']));
  });
  return done;
}

describe('FlightFanOut', () => {
  it('gives the HTML copy the whole payload in order, even what came before its reader listened', async () => {
    const copies = new FlightFanOut();
    const injectorSaw: string[] = [];
    copies.forInjector.on('data', (chunk: Buffer) => injectorSaw.push(chunk.toString('utf8')));
    expect(copies.write(new TextEncoder().encode('0:"a"\n'))).toBe(true);
    copies.write('1:"b"\n');
    const html = reader(copies.forHtml);
    copies.write(Buffer.from('2:"c"\n'));
    copies.end();
    expect(await html).toEqual(['0:"a"\n', '1:"b"\n', '2:"c"\n', 'end']);
    expect(injectorSaw).toEqual(['0:"a"\n', '1:"b"\n', '2:"c"\n']);
  });

  it('hands a failed payload to both readers and takes nothing after it', async () => {
    const copies = new FlightFanOut();
    const injectorFailed = new Promise<string>((resolve) => copies.forInjector.on('error', (error: Error) => resolve(error.message)));
    copies.write('0:"a"\n');
    copies.destroy(new Error('render failed'));
    expect(copies.write('1:"b"\n')).toBe(false);
    expect(await reader(copies.forHtml)).toEqual(['0:"a"\n', 'error: render failed']);
    expect(await injectorFailed).toBe('render failed');
  });
});
