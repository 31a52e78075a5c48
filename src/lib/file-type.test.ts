// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fileType } from './file-type';

describe('fileType (SPEC §5)', () => {
  it.each(['a.svg', 'a.jpeg', 'a.jpg', 'a.png', '/demo/SALON.PNG', 'https://x.fr/i/p.jpg?w=300#top'])('%s is an image', (name) => {
    expect(fileType(name)).toBe('image');
  });

  it.each(['a.mp4', 'a.m4v', 'a.mov', 'a.avi', 'a.wmv', 'clip.FLV'])('%s is a video', (name) => {
    expect(fileType(name)).toBe('video');
  });

  it.each(['a.gif', 'a.webp', 'document.pdf', 'noextension', '/dossier.jpg/fichier', '', 'jpg'])('%s is none', (name) => {
    expect(fileType(name)).toBe('none');
  });
});
