import { describe, expect, it } from 'vitest';
import { encodeEscPos, encodeText, readStatus, textOfEscPos } from './escpos';
import { layout, paperText, wrap } from './print-layout';

describe('ESC/POS encoding', () => {
  it('starts with a reset and the Western code page and ends with a feed and a cut', () => {
    const bytes = encodeEscPos([{ text: 'Hi' }], 32);
    expect([...bytes.subarray(0, 5)]).toEqual([0x1b, 0x40, 0x1b, 0x74, 16]);
    expect([...bytes.subarray(-4)]).toEqual([0x1d, 0x56, 0x42, 0x00]);
    expect(textOfEscPos(bytes)).toBe('Hi\n');
  });

  it('styles big and bold lines and switches them back', () => {
    const bytes = [...encodeEscPos([{ text: 'T1', big: true, bold: true, center: true }, { text: 'x' }], 32)];
    const at = bytes.indexOf(0x54); // 'T'
    expect(bytes.slice(at - 9, at)).toEqual([0x1b, 0x61, 1, 0x1b, 0x45, 1, 0x1d, 0x21, 0x11]);
    const x = bytes.lastIndexOf(0x78);
    expect(bytes.slice(x - 9, x)).toEqual([0x1b, 0x61, 0, 0x1b, 0x45, 0, 0x1d, 0x21, 0x00]);
  });

  it('prints accents in WPC1252 and never lets text carry a command', () => {
    expect(encodeText('Año €5')).toEqual([0x41, 0xf1, 0x6f, 0x20, 0x80, 0x35]);
    expect(encodeText('a\x1b@b\x1dV')).toEqual([0x61, 0x20, 0x40, 0x62, 0x20, 0x56]);
    expect(encodeText('Čódź ☃')).toEqual([0x43, 0xf3, 0x64, 0x7a, 0x20, 0x3f]);
  });
});

describe('paper layout', () => {
  it('wraps at spaces, halves the width of big text and right-aligns two columns', () => {
    expect(wrap('2 x Chicken wings with extra sauce', 16)).toEqual(['2 x Chicken', 'wings with extra', 'sauce']);
    expect(layout([{ text: 'Table Terrace 12', big: true }], 16).map((l) => l.text)).toEqual([
      'Table',
      'Terrace',
      '12',
    ]);
    expect(paperText([{ left: 'Order #4', right: '19:05' }, { rule: true }], 20)).toBe(
      'Order #4       19:05\n' + '-'.repeat(20),
    );
    expect(paperText([{ left: 'A very long dish name indeed', right: '12.00' }], 20)).toBe('A very long di 12.00');
  });

  it('reads a printer status byte and refuses anything else', () => {
    expect(readStatus(Buffer.from([0x12]))).toEqual({ isOffline: false });
    expect(readStatus(Buffer.from([0x1a]))).toEqual({ isOffline: true });
    expect(readStatus(Buffer.from('-ERR unknown command'))).toBeNull();
    expect(readStatus(Buffer.from('H'))).toBeNull();
    expect(readStatus(Buffer.from([0x12, 0x12]))).toBeNull();
    expect(readStatus(Buffer.alloc(0))).toBeNull();
  });
});
