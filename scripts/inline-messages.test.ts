import { describe, expect, it } from 'vitest';
import { inlineMessageTexts } from './inline-messages';

const catalogue = {
  common: { loading: 'Đang tải...', close: 'Đóng' },
  cart: { stockLimit: 'Chỉ còn {n} sản phẩm "trong kho"!' },
};
const isCatalogue = (specifier: string) => specifier === '../contract/messages';
const inline = (code: string) => inlineMessageTexts(code, catalogue, isCatalogue)?.code;

describe('inlineMessageTexts', () => {
  it('replaces each message read through the imported name, under any alias, with its text', () => {
    const out = inline(
      `import { format, messages } from '../contract/messages';
import { messages as texts } from '../contract/messages';
export const a = () => [messages.common.loading, format(texts.cart.stockLimit, { n: 2 })];`,
    );
    expect(out).toContain(`["Đang tải...", format("Chỉ còn {n} sản phẩm \\"trong kho\\"!", { n: 2 })]`);
    expect(out).not.toMatch(/\b(messages|texts)\.\w/);
  });

  it('copies a whole group read on its own', () => {
    const out = inline(`import { messages } from '../contract/messages';\nexport const texts = { ...messages.common, extra: 1 };`);
    expect(out).toContain(`{ ...({"loading":"Đang tải...","close":"Đóng"}), extra: 1 }`);
    const copy = new Function(`return ${out!.split('export const texts = ')[1]}`)() as unknown;
    expect(copy).toEqual({ ...catalogue.common, extra: 1 });
  });

  it('leaves a module alone that declares the same name itself', () => {
    const code = `import { messages } from '../contract/messages';
export function last(messages) { return messages.common.loading; }
export const title = messages.common.close;`;
    expect(inline(code)).toBeUndefined();
    expect(inline(code.replace('function last(messages)', 'function last({ messages })'))).toBeUndefined();
  });

  it('leaves other modules named messages, groups the catalogue lacks and the whole catalogue as they are', () => {
    expect(inline(`import { messages } from './chat/messages';\nexport const a = messages.common.loading;`)).toBeUndefined();
    const out = inline(`import { messages } from '../contract/messages';\nexport const a = [messages.common.missing, messages.nope, messages, messages.common.close];`);
    expect(out).toContain('[({"loading":"Đang tải...","close":"Đóng"}).missing, messages.nope, messages, "Đóng"]');
  });

  it('answers a computed read from a copy of its group', () => {
    const out = inline(`import { messages } from '../contract/messages';\nexport const a = (key) => messages.common[key];`);
    expect(out).toContain('({"loading":"Đang tải...","close":"Đóng"})[key]');
  });
});
