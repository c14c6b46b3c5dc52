import { afterEach, describe, expect, it } from 'vitest';
import { assertJava17, JAVA_REQUIRED_MESSAGE, parseJavaMajorVersion } from './java';

describe('parseJavaMajorVersion', () => {
  it('reads modern and legacy version strings', () => {
    expect(parseJavaMajorVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajorVersion('java version "1.8.0_292"')).toBe(8);
    expect(parseJavaMajorVersion('bash: java: command not found')).toBeUndefined();
  });
});

describe('assertJava17', () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });

  it('fails with the one-line install hint when java is not on the PATH', async () => {
    process.env.PATH = '/nonexistent';
    await expect(assertJava17()).rejects.toThrow(JAVA_REQUIRED_MESSAGE);
    expect(JAVA_REQUIRED_MESSAGE).not.toContain('\n');
  });
});
