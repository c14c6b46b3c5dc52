/**
 * Test support: an Intelligent Mail barcode read back from its bars, written from USPS-B-3200 (the steps of
 * its encoder, §2.2, run backwards), so a test can show the bars we print carry the tracking code and the
 * routing ZIP we meant, independently of the encoder that drew them (bwip-js).
 */

/**
 * USPS-B-3200 Table 22 ("Bar to Character Mapping"), bar 1 to 65: each bar's descender is bit n of
 * character X, its ascender bit m of character Y, written "Xn Ym" (characters A to J, bits 0 to 12).
 */
const BAR_TABLE = [
  'H2 E3, B10 A0, J12 C8, F5 G11, I9 D1, A1 F12, C5 B8, E4 J11',
  'G3 I10, D9 H6, F11 B4, I5 C12, J10 A2, H1 G7, D6 E9, A3 I6',
  'G4 C7, B1 J9, H10 F2, E0 D8, G2 A4, I11 B0, J8 D12, C6 H7',
  'F1 E10, B12 G9, H3 I0, F8 J7, E6 C10, D4 A5, I4 F7, H11 B9',
  'G0 J6, A6 E8, C1 D2, F9 I12, E11 G1, J5 H4, D3 B2, A7 C0',
  'B3 E1, G10 D5, I7 J4, C11 F6, A8 H12, E2 I1, F10 D0, J3 A9',
  'G5 C4, H8 B7, F0 E5, C3 A10, G12 J2, D11 B6, I8 H9, F4 A11',
  'B5 C2, J1 E12, I3 G6, H0 D7, E7 H5, A12 B11, C9 J0, G8 F3',
  'D10 I2',
]
  .join(', ')
  .split(', ')
  .map((bar) =>
    bar.split(' ').map((part) => ({ character: part.charCodeAt(0) - 65, bit: Number(part.slice(1)) })),
  );

/** The 13-bit characters with `ones` bits set, in the order of the specification's tables (§2.2.5, Appendix). */
function nOf13Table(ones: number, length: number): number[] {
  const table = new Array<number>(length);
  let low = 0;
  let high = length - 1;
  const reverse13 = (value: number) => {
    let reversed = 0;
    for (let bit = 0; bit < 13; bit += 1) reversed = (reversed << 1) | ((value >> bit) & 1);
    return reversed;
  };
  for (let value = 0; value < 8192; value += 1) {
    let count = 0;
    for (let bit = 0; bit < 13; bit += 1) count += (value >> bit) & 1;
    const reversed = reverse13(value);
    if (count !== ones || reversed < value) continue;
    if (reversed === value) table[high--] = value;
    else {
      table[low++] = value;
      table[low++] = reversed;
    }
  }
  return table;
}

/** Character → codeword: 5-of-13 characters are codewords 0..1286, 2-of-13 ones 1287..1364. */
const CODEWORD_OF = new Map(
  [...nOf13Table(5, 1287), ...nOf13Table(2, 78)].map((character, index) => [character, index]),
);

/** The 11-bit frame check sequence of the 102-bit binary value (§2.2.2, generator 0xF35). */
export function frameCheckSequence(binary: bigint): number {
  let fcs = 0x7ff;
  for (let bit = 101; bit >= 0; bit -= 1) {
    const next = Number((binary >> BigInt(bit)) & 1n);
    fcs = ((fcs >> 10) & 1) ^ next ? ((fcs << 1) ^ 0xf35) & 0x7ff : (fcs << 1) & 0x7ff;
  }
  return fcs;
}

export interface DecodedImb {
  trackingCode: string;
  routingCode: string;
}

/**
 * Reads 65 bars, each F (full), A (ascender), D (descender) or T (tracker), left to right. Throws when a
 * character is no codeword or the frame check sequence disagrees (a misprinted or misread barcode).
 */
export function decodeImb(bars: string): DecodedImb {
  if (!/^[FADT]{65}$/u.test(bars)) throw new RangeError(`Not 65 IMb bars: ${bars}`);
  const characters = new Array<number>(10).fill(0);
  [...bars].forEach((bar, index) => {
    const [descender, ascender] = BAR_TABLE[index]!;
    if (bar === 'F' || bar === 'D') characters[descender!.character]! |= 1 << descender!.bit;
    if (bar === 'F' || bar === 'A') characters[ascender!.character]! |= 1 << ascender!.bit;
  });
  // A character the encoder inverted carries a 1 of the frame check sequence (§2.2.6).
  let fcs = 0;
  const codewords = characters.map((character, index) => {
    const direct = CODEWORD_OF.get(character);
    if (direct !== undefined) return direct;
    const inverted = CODEWORD_OF.get(~character & 0x1fff);
    if (inverted === undefined) throw new RangeError(`Character ${index} is no IMb codeword`);
    fcs |= 1 << index;
    return inverted;
  });
  if (codewords[9]! % 2 !== 0) throw new RangeError('Codeword J is odd: the bars are upside down');
  codewords[9] = codewords[9]! / 2;
  if (codewords[0]! >= 659) {
    codewords[0] = codewords[0]! - 659;
    fcs |= 1 << 10;
  }
  let binary = 0n;
  codewords.forEach((codeword, index) => {
    binary = binary * (index === 9 ? 636n : 1365n) + BigInt(codeword);
  });
  if (frameCheckSequence(binary) !== fcs) throw new RangeError('The frame check sequence disagrees');
  // The binary value is routing, then barcode id's two digits (10, 5), then 18 tracking digits (§2.2.1).
  const tracking18 = (binary % 10n ** 18n).toString().padStart(18, '0');
  binary /= 10n ** 18n;
  const second = binary % 5n;
  binary /= 5n;
  const first = binary % 10n;
  const routing = binary / 10n;
  const routingCode =
    routing === 0n
      ? ''
      : routing <= 100_000n
        ? (routing - 1n).toString().padStart(5, '0')
        : routing <= 1_000_100_000n
          ? (routing - 100_001n).toString().padStart(9, '0')
          : (routing - 1_000_100_001n).toString().padStart(11, '0');
  return { trackingCode: `${first}${second}${tracking18}`, routingCode };
}

/**
 * Each bar as USPS names it, from where it was drawn (bottom `y` and `height` in any one unit): F reaches
 * both the top and the bottom of the barcode, A the top only, D the bottom only, T neither (the tracker).
 */
export function barLetters(bars: readonly { y: number; height: number }[]): string {
  const bottom = Math.min(...bars.map((bar) => bar.y));
  const full = Math.max(...bars.map((bar) => bar.y + bar.height)) - bottom;
  return bars
    .map((bar) => {
      const ascends = bar.y + bar.height - bottom > full * 0.75;
      const descends = bar.y - bottom < full * 0.25;
      return ascends && descends ? 'F' : ascends ? 'A' : descends ? 'D' : 'T';
    })
    .join('');
}
