import type { Readable } from 'node:stream';
import { zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { importIcpcZip } from './index';
import { deflatedZeros, packageFiles, rawZip, refusal, text, zipPackages } from './testFixtures';

const helloWithout = (path: string) => {
  const files = packageFiles('hello');
  delete files[path];
  return files;
};

const ZEROS_MB = 300;

type OpenReadStream = (
  this: yauzl.ZipFile,
  entry: yauzl.Entry,
  options: yauzl.ZipFileOptions,
  callback: (error: Error | null, stream: Readable | undefined) => void,
) => void;

/**
 * Watches every entry yauzl opens for reading and counts the inflated bytes it hands out, so a test can
 * say how far inflating got (counted, not timed).
 */
function watchInflating() {
  const proto = yauzl.ZipFile.prototype as unknown as { openReadStream: OpenReadStream };
  const original = proto.openReadStream;
  const seen = { opened: 0, bytes: 0 };
  const spy = vi.spyOn(proto, 'openReadStream').mockImplementation(function (
    this: yauzl.ZipFile,
    entry,
    options,
    callback,
  ) {
    seen.opened++;
    original.call(this, entry, options, (error, stream) => {
      stream?.on('data', (chunk: Buffer) => {
        seen.bytes += chunk.length;
      });
      callback(error, stream);
    });
  });
  return { seen, restore: () => spy.mockRestore() };
}

describe('refused packages', () => {
  it('a .in without its .ans, naming the file and the problem', async () => {
    const error = await refusal(() => importIcpcZip(zipSync(helloWithout('hello/data/secret/hello.ans'))));
    expect(error.file).toBe('hello/data/secret/hello.in');
    expect(error.problem).toBe('hello');
    expect(error.message).toBe(
      'hello/data/secret/hello.in (problem hello): has no matching secret/hello.ans',
    );
  });

  it('a .ans without its .in', async () => {
    const error = await refusal(() => importIcpcZip(zipSync(helloWithout('hello/data/secret/hello.in'))));
    expect(error.message).toContain(
      'hello/data/secret/hello.ans (problem hello): has no matching secret/hello.in',
    );
  });

  it('an entry climbing out with ../', async () => {
    const zip = zipSync({ ...packageFiles('hello'), '../evil': text('boom') });
    const error = await refusal(() => importIcpcZip(zip));
    expect(error.file).toBe('../evil');
    expect(error.message).toContain("paths with '..' are not allowed");
  });

  it('an absolute path', async () => {
    const zip = zipSync({ ...packageFiles('hello'), '/etc/cron.d/evil': text('boom') });
    expect((await refusal(() => importIcpcZip(zip))).message).toContain('absolute paths are not allowed');
  });

  it('a symbolic link entry (Unix mode in the external attributes)', async () => {
    const link: [Uint8Array, { os: number; attrs: number }] = [
      text('/etc/passwd'),
      { os: 3, attrs: 0o120777 << 16 },
    ];
    const zip = zipSync({ ...packageFiles('hello'), 'hello/data/secret/link.in': link });
    const error = await refusal(() => importIcpcZip(zip));
    expect(error.file).toBe('hello/data/secret/link.in');
    expect(error.message).toContain('symbolic links are not allowed');
  });

  it('a zip bomb that declares its size: refused by the cap before inflating anything', async () => {
    const zeros = await deflatedZeros(ZEROS_MB);
    expect(zeros.length).toBeLessThan(1 << 20);
    const zip = rawZip([{ name: 'bomb/data/secret/zeros.in', data: zeros, declaredSize: ZEROS_MB << 20 }]);
    // Counted, not timed: not one entry is opened for inflating.
    const watch = watchInflating();
    try {
      const error = await refusal(() => importIcpcZip(zip));
      expect(error.file).toBe('bomb/data/secret/zeros.in');
      expect(error.message).toContain('unpacks to more than 268435456 bytes');
      expect(error.message).toContain('refused before inflating');
      expect(watch.seen.opened).toBe(0);
    } finally {
      watch.restore();
    }
  });

  it('a zip bomb that lies about its size: inflating stops where the declared size ends', async () => {
    const zeros = await deflatedZeros(ZEROS_MB);
    const stored = (name: string, content: string) => ({
      name,
      data: text(content),
      declaredSize: content.length,
      method: 0 as const,
    });
    const zip = rawZip([
      stored('bomb/problem.yaml', 'name: Bomb\n'),
      { name: 'bomb/data/secret/zeros.in', data: zeros, declaredSize: 1000 },
      stored('bomb/data/secret/zeros.ans', '0\n'),
    ]);
    const watch = watchInflating();
    try {
      const error = await refusal(() => importIcpcZip(zip));
      expect(error.file).toBe('bomb/data/secret/zeros.in');
      expect(error.message).toContain('inflates to more than the 1000 bytes it declares');
      // Stopped at the first chunks past the declared size (zlib hands out 16 kB at a time), not after 300 MB.
      expect(watch.seen.bytes).toBeGreaterThan(1000);
      expect(watch.seen.bytes).toBeLessThan(1 << 20);
    } finally {
      watch.restore();
    }
  });

  it('a large entry that lies about its size is refused before the import returns, also when read again', async () => {
    const zeros = await deflatedZeros(ZEROS_MB);
    const stored = (name: string, content: string) => ({
      name,
      data: text(content),
      declaredSize: content.length,
      method: 0 as const,
    });
    // Over the size read up front: checked as a stream at import, inflated again (capped) on each read.
    const zip = rawZip([
      stored('bomb/problem.yaml', 'name: Bomb\n'),
      { name: 'bomb/data/secret/zeros.in', data: zeros, declaredSize: 512 * 1024 },
      stored('bomb/data/secret/zeros.ans', '0\n'),
    ]);
    const error = await refusal(() => importIcpcZip(zip));
    expect(error.file).toBe('bomb/data/secret/zeros.in');
    expect(error.message).toContain('inflates to more than the 524288 bytes it declares');
  });

  it('a package over a smaller cap', async () => {
    const error = await refusal(() => importIcpcZip(zipPackages('oddecho'), { maxUnpackedBytes: 10_000 }));
    expect(error.message).toContain('unpacks to more than 10000 bytes');
  });

  it('a broken problem.yaml, with the line', async () => {
    const files = packageFiles('hello');
    files['hello/problem.yaml'] = text('name: Hello\nlimits: [memory: 512\n');
    const error = await refusal(() => importIcpcZip(zipSync(files)));
    expect(error.file).toBe('hello/problem.yaml');
    expect(error.problem).toBe('hello');
    expect(error.message).toMatch(/broken YAML: .*line 3/);
  });

  it('a problem.yaml of the wrong shape, with the key', async () => {
    const files = packageFiles('hello');
    files['hello/problem.yaml'] = text('name: Hello\nlimits:\n  memory: lots\n');
    expect((await refusal(() => importIcpcZip(zipSync(files)))).message).toContain('limits.memory');
  });

  it('all or nothing: one broken package refuses the whole zip', async () => {
    const files = { ...packageFiles('different'), ...helloWithout('hello/data/secret/hello.ans') };
    expect((await refusal(() => importIcpcZip(zipSync(files)))).problem).toBe('hello');
  });

  it('bytes that are not a zip, naming the upload', async () => {
    const error = await refusal(() => importIcpcZip(text('not a zip at all'), { fileName: 'upload.zip' }));
    expect(error.message).toBe('upload.zip: not a readable zip: no end of central directory record');
  });

  it('a zip without problem.yaml', async () => {
    const zip = zipSync({ 'notes/readme.txt': text('hi') });
    expect((await refusal(() => importIcpcZip(zip))).message).toContain('no problem.yaml found');
  });

  it('a corrupted entry (CRC mismatch)', async () => {
    const zip = zipSync(packageFiles('hello'), { level: 0 });
    const at = Buffer.from(zip).indexOf('Hello World!\n');
    zip[at] = 'J'.charCodeAt(0);
    expect((await refusal(() => importIcpcZip(zip))).message).toContain('CRC mismatch');
  });
});
