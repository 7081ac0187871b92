/** An element of a parsed XML document. */
export interface TXmlElement {
  name: string;
  attributes: Record<string, string>;
  children: TXmlElement[];
  /** The element's own text (entities decoded), without its children's. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function isNameStart(char: string): boolean {
  const code = char.charCodeAt(0);
  return (
    char === '_' ||
    char === ':' ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    (code >= 0xc0 && code !== 0xd7 && code !== 0xf7)
  );
}

function isNameChar(char: string): boolean {
  const code = char.charCodeAt(0);
  return isNameStart(char) || char === '-' || char === '.' || (code >= 48 && code <= 57) || code === 0xb7;
}

function isSpace(char: string | undefined): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r';
}

function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

/**
 * A small, strict XML 1.0 parser for tests: it throws on anything that is not well-formed (unknown
 * entities, a raw `<` or `&`, unquoted or repeated attributes, tags that do not match, text outside
 * the root, characters XML forbids, `]]>` in text) and on prefixes with no namespace declared.
 * No DTDs. Answers the root element.
 */
export function parseXml(source: string): TXmlElement {
  let at = 0;
  const fail = (message: string): never => {
    throw new Error(`XML: ${message} at ${at}: ${JSON.stringify(source.slice(at, at + 40))}`);
  };
  for (const char of source) if (!isXmlChar(char.codePointAt(0) ?? 0)) fail('a character XML does not allow');

  const skipSpace = () => {
    while (isSpace(source[at])) at += 1;
  };
  const expect = (text: string) => {
    if (!source.startsWith(text, at)) fail(`expected ${text}`);
    at += text.length;
  };
  const readName = (): string => {
    const start = at;
    if (!isNameStart(source[at] ?? '')) fail('expected a name');
    while (at < source.length && isNameChar(source[at] ?? '')) at += 1;
    return source.slice(start, at);
  };
  const decode = (raw: string): string => {
    let out = '';
    for (let i = 0; i < raw.length; i += 1) {
      const char = raw[i] ?? '';
      if (char === '<') fail('a raw < in text or attribute');
      if (char !== '&') {
        out += char;
        continue;
      }
      const end = raw.indexOf(';', i);
      if (end === -1) fail('an unfinished entity');
      const name = raw.slice(i + 1, end);
      if (name.startsWith('#x') && /^#x[0-9a-fA-F]+$/.test(name))
        out += String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      else if (name.startsWith('#') && /^#[0-9]+$/.test(name))
        out += String.fromCodePoint(Number(name.slice(1)));
      else if (name in ENTITIES) out += ENTITIES[name];
      else fail(`an unknown entity &${name};`);
      i = end;
    }
    return out;
  };
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (source.startsWith('<!--', at)) {
        const end = source.indexOf('-->', at + 4);
        if (end === -1 || source.slice(at + 4, end).includes('--')) fail('a bad comment');
        at = end + 3;
      } else if (source.startsWith('<?', at) && !source.startsWith('<?xml', at)) {
        const end = source.indexOf('?>', at);
        if (end === -1) fail('an unfinished processing instruction');
        at = end + 2;
      } else return;
    }
  };

  const namespacesInScope: Set<string>[] = [new Set(['xml'])];
  const checkPrefix = (name: string, scope: Set<string>) => {
    const colon = name.indexOf(':');
    if (colon === -1) return;
    const prefix = name.slice(0, colon);
    if (prefix !== 'xmlns' && !scope.has(prefix)) fail(`the prefix ${prefix} has no namespace`);
  };

  const readElement = (): TXmlElement => {
    expect('<');
    const name = readName();
    const attributes: Record<string, string> = {};
    for (;;) {
      const hadSpace = isSpace(source[at]);
      skipSpace();
      if (source.startsWith('/>', at) || source[at] === '>') break;
      if (!hadSpace) fail('attributes must be separated by space');
      const attribute = readName();
      skipSpace();
      expect('=');
      skipSpace();
      const quote = source[at];
      if (quote !== '"' && quote !== "'") fail('an unquoted attribute');
      const end = source.indexOf(quote ?? '"', at + 1);
      if (end === -1) fail('an unfinished attribute');
      if (attribute in attributes) fail(`a repeated attribute ${attribute}`);
      attributes[attribute] = decode(source.slice(at + 1, end));
      at = end + 1;
    }
    const scope = new Set(namespacesInScope.at(-1));
    for (const attribute of Object.keys(attributes))
      if (attribute.startsWith('xmlns:')) scope.add(attribute.slice(6));
    checkPrefix(name, scope);
    for (const attribute of Object.keys(attributes)) checkPrefix(attribute, scope);
    const element: TXmlElement = { name, attributes, children: [], text: '' };
    if (source.startsWith('/>', at)) {
      at += 2;
      return element;
    }
    expect('>');
    namespacesInScope.push(scope);
    for (;;) {
      const next = source.indexOf('<', at);
      if (next === -1) fail(`<${name}> is never closed`);
      const raw = source.slice(at, next);
      if (raw.includes(']]>')) fail(']]> in text');
      element.text += decode(raw);
      at = next;
      if (source.startsWith('</', at)) {
        at += 2;
        if (readName() !== name) fail(`the closing tag does not match <${name}>`);
        skipSpace();
        expect('>');
        namespacesInScope.pop();
        return element;
      }
      if (source.startsWith('<!--', at)) skipMisc();
      else if (source.startsWith('<![CDATA[', at)) {
        const end = source.indexOf(']]>', at);
        if (end === -1) fail('an unfinished CDATA section');
        element.text += source.slice(at + 9, end);
        at = end + 3;
      } else element.children.push(readElement());
    }
  };

  if (source.startsWith('<?xml', 0)) {
    const end = source.indexOf('?>');
    if (
      end === -1 ||
      !/^<\?xml version="1\.[0-9]"( encoding="[A-Za-z0-9._-]+")?\s*\?>$/.test(source.slice(0, end + 2))
    )
      fail('a bad XML declaration');
    at = end + 2;
  }
  skipMisc();
  const root = readElement();
  skipMisc();
  if (at !== source.length) fail('content after the root element');
  return root;
}

/** The children of `element` called `name`. */
export function childrenNamed(element: TXmlElement, name: string): TXmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** The text of the first child of `element` called `name`. */
export function childText(element: TXmlElement, name: string): string | undefined {
  return childrenNamed(element, name)[0]?.text;
}
