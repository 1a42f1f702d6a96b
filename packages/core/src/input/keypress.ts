/** Key codes up to 31 are control keys (Backspace, Tab, Enter): the filters never block them. */
export const FIRST_FILTERED_CODE = 32;

/** Which characters a keypress filter lets through. */
export type KeyFilter = 'alpha' | 'digits';

const SPACE = 32;
const isDigitCode = (code: number) => code >= 48 && code <= 57;
// Letters of any script, so Filipino (ñ) and Chinese names pass too.
const isLetterCode = (code: number) => /^\p{L}$/u.test(String.fromCodePoint(code));

/** Alphabet-only filter: allows letters and space; codes of 31 and below always pass. */
export function allowsAlphaKey(code: number): boolean {
  if (code < FIRST_FILTERED_CODE) return true;
  return code === SPACE || isLetterCode(code);
}

/** Digit-only filter: allows 0-9; codes of 31 and below always pass. */
export function allowsDigitKey(code: number): boolean {
  if (code < FIRST_FILTERED_CODE) return true;
  return isDigitCode(code);
}

/** Whether the filter lets a key through, given its code (e.g. `key.codePointAt(0)`). */
export function allowsKey(filter: KeyFilter, code: number): boolean {
  return filter === 'alpha' ? allowsAlphaKey(code) : allowsDigitKey(code);
}

/** Removes from pasted or dropped text every character the filter refuses. */
export function filterText(filter: KeyFilter, text: string): string {
  return Array.from(text)
    .filter((char) => allowsKey(filter, char.codePointAt(0) ?? 0))
    .join('');
}
