/**
 * JSON to put inside a <script> element (code or a data block): `<` escaped, so no value can close
 * the element (`</script>`) or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
