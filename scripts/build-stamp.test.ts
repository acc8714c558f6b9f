import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// @ts-expect-error plain ESM script
import { buildInputsHash, rebuildReason, writeStamp } from './build-stamp.mjs';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'stamp-'));
  write('package-lock.json', '{"lockfileVersion":3}');
  write('packages/ui/src/Button.tsx', 'export const Button = 1;');
  write('packages/contract/src/index.ts', 'export {};');
  write('site/src/main.tsx', 'console.log(1);');
  write('site/dist/index.html', '<!doctype html>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildInputsHash', () => {
  it('is stable while nothing changes', () => {
    expect(buildInputsHash(root, {})).toBe(buildInputsHash(root, {}));
  });

  it('changes with a source edit, a new source file, the lockfile and SITE_URL', () => {
    const before = buildInputsHash(root, {});
    write('packages/ui/src/Button.tsx', 'export const Button = 2;');
    const edited = buildInputsHash(root, {});
    expect(edited).not.toBe(before);
    write('site/src/routes/new.tsx', 'export {};');
    const added = buildInputsHash(root, {});
    expect(added).not.toBe(edited);
    write('package-lock.json', '{"lockfileVersion":3,"x":1}');
    const locked = buildInputsHash(root, {});
    expect(locked).not.toBe(added);
    expect(buildInputsHash(root, { SITE_URL: 'https://example.com' })).not.toBe(locked);
  });

  it('ignores tests, stories and the build output', () => {
    const before = buildInputsHash(root, {});
    write('packages/ui/src/Button.test.tsx', 'test');
    write('packages/ui/src/Button.stories.tsx', 'story');
    write('site/dist/assets/index-abc.js', 'built');
    write('packages/ui/dist/index.js', 'built');
    expect(buildInputsHash(root, {})).toBe(before);
  });
});

describe('rebuildReason', () => {
  it('asks for a build when there is none, or no stamp', () => {
    expect(rebuildReason(root, {})).toBe('the build has no stamp');
    rmSync(join(root, 'site/dist'), { recursive: true });
    expect(rebuildReason(root, {})).toBe('no build yet');
  });

  it('is null right after a build, and names a source change after one', () => {
    writeStamp(root, {});
    expect(rebuildReason(root, {})).toBeNull();
    write('site/src/main.tsx', 'console.log(2);');
    expect(rebuildReason(root, {})).toBe('the sources changed since the last build');
    writeStamp(root, {});
    expect(rebuildReason(root, {})).toBeNull();
  });
});
