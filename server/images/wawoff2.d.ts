/** wawoff2 ships no types; the one function this project uses. */
declare module 'wawoff2/decompress.js' {
  /** A WOFF2 font as TrueType/OpenType bytes. */
  export default function decompress(woff2: Uint8Array): Promise<Uint8Array>
}
