// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildMultipart, dataUrlToFile, isDataUrl } from './multipart';

const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('multipart bodies (SPEC §7)', () => {
  it('sends text fields as text and objects as JSON', () => {
    const form = buildMultipart({ name: 'Atelier', seats: 4, consent: true, address: { city: 'Luçon' }, empty: null });
    expect(form.get('name')).toBe('Atelier');
    expect(form.get('seats')).toBe('4');
    expect(form.get('consent')).toBe('true');
    expect(form.get('address')).toBe('{"city":"Luçon"}');
    expect(form.has('empty')).toBe(false);
  });

  it('puts one file under "image" and several under "images"', () => {
    const one = buildMultipart({ photo: new File(['a'], 'a.png', { type: 'image/png' }) });
    expect(one.getAll('image')).toHaveLength(1);
    expect(one.has('images')).toBe(false);
    const many = buildMultipart({ photos: [new File(['a'], 'a.png'), new File(['b'], 'b.png')] });
    expect(many.getAll('images')).toHaveLength(2);
    expect(many.has('image')).toBe(false);
  });

  it('turns data-URL images into files', () => {
    expect(isDataUrl(PNG_1PX)).toBe(true);
    const file = dataUrlToFile(PNG_1PX);
    expect(file.type).toBe('image/png');
    expect(file.name).toBe('image.png');
    expect(file.size).toBe(70);
    const form = buildMultipart({ preview: PNG_1PX, title: 'Aperçu' });
    const sent = form.get('image');
    expect(sent).toBeInstanceOf(File);
    expect(form.get('title')).toBe('Aperçu');
  });

  it('keeps the file name a data URL carries (rjsf file fields: `;name=`)', () => {
    const named = PNG_1PX.replace(';base64', `;name=${encodeURIComponent('salle été.png')};base64`);
    expect(isDataUrl(named)).toBe(true);
    const file = dataUrlToFile(named);
    expect(file.name).toBe('salle été.png');
    expect(file.type).toBe('image/png');
    expect(file.size).toBe(70);
  });
});
