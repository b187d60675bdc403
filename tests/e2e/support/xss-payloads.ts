/**
 * XSS payloads for the content store's HTML fields (FAQ answers, fund-house descriptions), which the
 * server sanitises when it loads the store (server/content/sanitize-content.ts), the client sanitises
 * again (src/lib/sanitize-html.ts), and the server's CSP backs up.
 *
 * Every payload that ran would leave a trace the browser tests can see:
 * - `alert('xss-NN')` / `confirm` / `prompt`: a dialog;
 * - `window.__xss = 'NN'`: a global (an element with id or name `__xss` would also create it);
 * - navigation or a request to a path containing `/__xss/` or the host `evil.example`.
 * Under the CSP, a handler or script that survived sanitising is refused instead of run, which
 * shows up as a CSP violation and a "Refused to ..." console error: the spec fails on those too, so a
 * sanitiser leak is caught even though the CSP stops it.
 *
 * `keep` lists harmless text of the payload that must still be on the page after sanitising (the
 * content is cleaned, not dropped wholesale). Payloads are written to be self-contained (raw-text
 * elements closed), so several can be concatenated into one description.
 */
export type XssPayload = {
  id: string
  name: string
  html: string
  keep?: string[]
}

const p = (id: string, name: string, html: string, keep?: string[]): XssPayload => ({ id, name, html, ...(keep ? { keep } : {}) })

const b64 = (text: string) => Buffer.from(text).toString('base64')

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // Script elements
  p('01', 'script tag', `<script>alert('xss-01')</script>`),
  p('02', 'upper-case script with same-origin src', `<SCRIPT SRC="/__xss/02.js"></SCRIPT>`),
  p('03', 'nested tags that reassemble after naive stripping', `<scr<script>ipt>alert('xss-03')</scr</script>ipt>`),
  p('04', 'malformed attribute quotes around a script', `<img """><script>alert('xss-04')</script>">`),

  // Event handlers that fire without user interaction
  p('05', 'img onerror', `<img src=x onerror="alert('xss-05')">`),
  p('06', 'img with slash separators', `<img/src=x/onerror=window.__xss='06'>`),
  p('07', 'img onerror with entity-encoded handler', `<img src=x onerror="&#x61;&#x6c;&#x65;&#x72;&#x74;('xss-07')">`),
  p('08', 'svg onload', `<svg onload="alert('xss-08')"><rect width="1" height="1"/></svg>`),
  p('09', 'body onload', `<body onload="alert('xss-09')"><p>xss-09 body text</p></body>`, ['xss-09 body text']),
  p('10', 'details ontoggle', `<details open ontoggle="alert('xss-10')"><summary>xss-10 summary</summary>xss-10 details text</details>`, ['xss-10 details text']),
  p('11', 'input autofocus onfocus', `<input autofocus onfocus="alert('xss-11')">`),
  p('12', 'custom element autofocus tabindex', `<xss-el tabindex="1" autofocus onfocus="window.__xss='12'">xss-12 custom element</xss-el>`, ['xss-12 custom element']),
  p('13', 'video source onerror', `<video><source onerror="alert('xss-13')"></video>`),
  p('14', 'audio onerror', `<audio src="/__xss/14.mp3" onerror="alert('xss-14')"></audio>`),
  p('15', 'marquee onstart', `<marquee onstart="alert('xss-15')">xss-15 marquee</marquee>`, ['xss-15 marquee']),
  p('16', 'link with mouse and focus handlers', `<a href="/faq" onmouseover="alert('xss-16')" onfocus="alert('xss-16')" onclick="alert('xss-16')">xss-16 link</a>`, ['xss-16 link']),
  p('17', 'style attribute animation with onanimationstart', `<p style="animation-name:mantine-spin;animation-duration:1s" onanimationstart="alert('xss-17')">xss-17 paragraph</p>`, ['xss-17 paragraph']),

  // javascript:, data: and vbscript: addresses, plain and encoded
  p('18', 'javascript: href', `<a href="javascript:alert('xss-18')">xss-18 link</a>`, ['xss-18 link']),
  p('19', 'mixed-case javascript: href', `<a href="JaVaScRiPt:alert('xss-19')">xss-19 link</a>`, ['xss-19 link']),
  p('20', 'tab entity inside javascript:', `<a href="jav&#x09;ascript:alert('xss-20')">xss-20 link</a>`, ['xss-20 link']),
  p('21', 'newline and leading space inside javascript:', `<a href=" java\nscript:alert('xss-21')">xss-21 link</a>`, ['xss-21 link']),
  p('22', 'decimal entities', `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert('xss-22')">xss-22 link</a>`, ['xss-22 link']),
  p('23', 'hex entities without semicolons, zero padded', `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#0000058alert('xss-23')">xss-23 link</a>`, ['xss-23 link']),
  p('24', 'named entity &colon;', `<a href="javascript&colon;alert('xss-24')">xss-24 link</a>`, ['xss-24 link']),
  p('25', 'data:text/html base64 href', `<a href="data:text/html;base64,${b64("<script>alert('xss-25')</script>")}">xss-25 link</a>`, ['xss-25 link']),
  p('26', 'vbscript: href', `<a href="vbscript:msgbox('xss-26')">xss-26 link</a>`, ['xss-26 link']),
  p('27', 'javascript: img src', `<IMG SRC="JaVaScRiPt:alert('xss-27')">`),
  p('28', 'backslash path that browsers read as protocol-relative', `<a href="/\\evil.example/__xss/28">xss-28 link</a>`, ['xss-28 link']),
  p('29', 'tab-split protocol-relative path', `<a href="/&#x09;/evil.example/__xss/29">xss-29 link</a>`, ['xss-29 link']),

  // SVG and MathML
  p('30', 'script inside svg', `<svg><script>alert('xss-30')</script></svg>`),
  p('31', 'svg animate onbegin', `<svg><animate onbegin="alert('xss-31')" attributeName="x" dur="1s"/></svg>`),
  p('32', 'svg xlink:href javascript:', `<svg><a xlink:href="javascript:alert('xss-32')"><text x="20" y="20">xss-32 svg text</text></a></svg>`),
  p('33', 'svg set attribute to javascript:', `<svg><a><set attributeName="href" to="javascript:alert('xss-33')"/><text x="20" y="20">xss-33 svg</text></a></svg>`),
  p('34', 'svg use with data: document', `<svg><use href="data:image/svg+xml;base64,${b64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="1" onerror="alert('xss-34')"/></svg>`)}#x"/></svg>`),
  p('35', 'mutation XSS: svg closing p then style', `<svg></p><style><a id="</style><img src=1 onerror=alert('xss-35')>"></svg>`),
  p('36', 'mutation XSS: math mtext table mglyph style', `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert('xss-36')&gt;"></mglyph></table></mtext></math>`),
  p('37', 'mutation XSS: nested forms around math', `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert('xss-37')></style></mglyph></form></mtext></math></form>`),
  p('38', 'mutation XSS: math mi mglyph svg mtext textarea', `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert('xss-38') src=1>"></textarea></mtext></svg></mglyph></mi></math>`),
  p('39', 'annotation-xml html integration point', `<math><annotation-xml encoding="text/html"><style><img src=x onerror=alert('xss-39')></style></annotation-xml></math>`),
  p('40', 'style inside svg', `<svg><style><img src=x onerror=alert('xss-40')></style></svg>`),

  // Frames, forms, meta, objects
  p('41', 'iframe javascript: src', `<iframe src="javascript:alert('xss-41')"></iframe>`),
  p('42', 'iframe srcdoc', `<iframe srcdoc="&lt;script&gt;parent.alert('xss-42')&lt;/script&gt;"></iframe>`),
  p('43', 'form action and formaction', `<form action="javascript:alert('xss-43')"><button formaction="javascript:alert('xss-43')">xss-43 button</button></form>`, ['xss-43 button']),
  p('44', 'meta refresh', `<meta http-equiv="refresh" content="0;url=/__xss/44">`),
  p('45', 'object data', `<object data="javascript:alert('xss-45')"></object><object type="text/html" data="/__xss/45"></object>`),
  p('46', 'embed data: document', `<embed src="data:text/html;base64,${b64("<script>alert('xss-46')</script>")}">`),
  p('47', 'base href hijack', `<base href="https://evil.example/__xss/47/">`),
  p('48', 'link stylesheet', `<link rel="stylesheet" href="/__xss/48.css">`),

  // Styles
  p('49', 'style attribute url(javascript:) and expression()', `<p style="background:url(javascript:alert('xss-49'));width:expression(alert('xss-49'))">xss-49 styled text</p>`, ['xss-49 styled text']),
  p('50', 'style element @import and url()', `<style>@import '/__xss/50.css';p{background:url('/__xss/50.png')}</style>`),

  // Template, noscript and other parser tricks
  p('51', 'template content', `<template><img src=x onerror=alert('xss-51')></template>`),
  p('52', 'noscript attribute breakout', `<noscript><p title="</noscript><img src=x onerror=alert('xss-52')>">xss-52 noscript text</p></noscript>`),
  p('53', 'comment breakout', `<!--><img src=x onerror=alert('xss-53')>-->`),
  p('54', 'CDATA in html', `<![CDATA[><img src=x onerror=alert('xss-54')>]]>`),
  p('55', 'title element breakout', `<title><img src=x onerror=alert('xss-55')></title>`),
  p('56', 'textarea breakout', `<textarea><img title="</textarea><img src=x onerror=alert('xss-56')>"></textarea>`),

  // DOM clobbering and escaped text
  p('57', 'DOM clobbering of window.__xss by id and name', `<a id="__xss" name="__xss" href="/faq">xss-57 clobber</a><img name="__xss" src="/__xss/57.png">`, ['xss-57 clobber']),
  p('58', 'clobbering a sanitiser property through a form', `<form id="__xss"><input name="attributes"><input name="nodeName"></form><p>xss-58 form text</p>`, ['xss-58 form text']),
  p('59', 'escaped markup stays text', `&lt;script&gt;alert('xss-59')&lt;/script&gt;`, [`<script>alert('xss-59')</script>`]),
]

/** Where the browser tests put the payloads: the fixture universe's house 1. */
export const XSS_FUND_HOUSE = { id: 1, fundHouseName: 'HDFC Mutual Fund' } as const

/** The payload wrapped in harmless text that must survive sanitising. */
export const wrapPayload = (payload: XssPayload) => `<p>[${payload.id}] before</p>${payload.html}<p>[${payload.id}] after</p>`

/** A question whose text is itself markup: React renders it as text, never as HTML. */
export const XSS_QUESTION_TEXT = `Is <img src=x onerror=alert('xss-q')> shown as text?`
