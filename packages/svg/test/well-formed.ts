/**
 * A strict checker of XML well-formedness for the renderer's tests (no XML dependency): element
 * nesting, quoted attributes without duplicates, entity references, no stray `<` or `&`.
 * Returns the element names in document order, or throws with the offset of the first defect.
 */
export function parseXml(xml: string): { elements: string[]; attributes: Record<string, string>[] } {
  const elements: string[] = [];
  const attributes: Record<string, string>[] = [];
  const stack: string[] = [];
  const name = /^[A-Za-z_][\w.-]*/;
  let i = 0;
  const fail = (what: string): never => {
    throw new Error(`not well-formed at ${i}: ${what} near ${JSON.stringify(xml.slice(i, i + 40))}`);
  };
  const text = (end: number): void => {
    const chunk = xml.slice(i, end);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(chunk)) fail('bad entity');
    i = end;
  };
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) {
      text(xml.length);
      break;
    }
    text(lt);
    if (xml.startsWith('</', i)) {
      const m = name.exec(xml.slice(i + 2));
      if (m === null) fail('bad end tag');
      const open = stack.pop();
      if (open !== m![0]) fail(`</${m![0]}> closes <${open}>`);
      i += 2 + m![0].length;
      if (xml[i] !== '>') fail('end tag not closed');
      i++;
      continue;
    }
    const m = name.exec(xml.slice(i + 1));
    if (m === null) fail('bad start tag');
    if (stack.length === 0 && elements.length > 0) fail('second root element');
    i += 1 + m![0].length;
    const attrs: Record<string, string> = {};
    for (;;) {
      const space = /^\s*/.exec(xml.slice(i))![0].length;
      i += space;
      if (xml.startsWith('/>', i)) {
        i += 2;
        elements.push(m![0]);
        attributes.push(attrs);
        break;
      }
      if (xml[i] === '>') {
        i++;
        elements.push(m![0]);
        attributes.push(attrs);
        stack.push(m![0]);
        break;
      }
      if (space === 0) fail('attributes not separated');
      const a = /^([A-Za-z_:][\w.:-]*)="([^"<]*)"/.exec(xml.slice(i));
      if (a === null) fail('bad attribute');
      if (Object.hasOwn(attrs, a![1]!)) fail(`duplicate attribute ${a![1]}`);
      if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(a![2]!)) fail('bad entity in attribute');
      attrs[a![1]!] = a![2]!;
      i += a![0].length;
    }
  }
  if (stack.length > 0) fail(`unclosed <${stack.at(-1)}>`);
  if (elements.length === 0) fail('no root element');
  return { elements, attributes };
}
