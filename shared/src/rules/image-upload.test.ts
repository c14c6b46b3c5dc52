import { describe, expect, it } from 'vitest';
import { imageLibraryTexts } from '../messages';
import { imageFileProblem } from './image-upload';

describe('imageFileProblem', () => {
  it('takes PNG and JPEG up to 10 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1 })).toBeUndefined();
    expect(imageFileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeUndefined();
  });

  it('refuses other types, an empty file and one over the limit, with the texts', () => {
    expect(imageFileProblem({ type: 'image/tiff', size: 10 })).toBe(imageLibraryTexts.wrongType);
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(imageLibraryTexts.wrongType);
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe(imageLibraryTexts.notAnImage);
    expect(imageFileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe(
      imageLibraryTexts.tooLarge(10),
    );
  });
});
