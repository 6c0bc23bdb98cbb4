import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** Lints source text as if it lived at `file`, and returns the rules it broke. */
async function brokenRules(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

// The first lint loads the whole config and its plugins, which takes seconds on a busy machine.
describe('architecture lint rules bite', { timeout: 60_000 }, () => {
  it('refuses ui/ importing a feature', async () => {
    expect(await brokenRules('ui/fixture.tsx', "import { CategoryList } from '../features/catalog/category-list';\nexport const X = CategoryList;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses ui/ fetching data', async () => {
    expect(await brokenRules('ui/fixture.tsx', "import useSWR from 'swr';\nexport const X = useSWR;\n")).toContain('no-restricted-imports');
  });

  // Every folder of features/ has its own zone, read from disk by eslint.config.js: each one is refused another's module.
  const features = readdirSync(path.join(root, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  it.each(features)('refuses features/%s importing another feature', async (name) => {
    const other =
      name === 'catalog'
        ? "import { CartDetail } from '../cart/cart-detail';\nexport const X = CartDetail;\n"
        : "import { CategoryList } from '../catalog/category-list';\nexport const X = CategoryList;\n";
    expect(await brokenRules(`features/${name}/fixture.tsx`, other)).toContain('import-x/no-restricted-paths');
  });

  it.each(features)('refuses features/%s code importing mocks/, but lets its stories, story kits and tests', async (name) => {
    const data = "import { demoProducts } from '../../mocks/data/products';\nexport const X = demoProducts;\n";
    expect(await brokenRules(`features/${name}/fixture.tsx`, data)).toContain('import-x/no-restricted-paths');
    expect(await brokenRules(`features/${name}/fixture.stories.tsx`, data)).toEqual([]);
    expect(await brokenRules(`features/${name}/fixture-story-kit.ts`, data)).toEqual([]);
    expect(await brokenRules(`features/${name}/fixture.test.ts`, data)).toEqual([]);
  });

  it('refuses a feature importing app/', async () => {
    expect(await brokenRules('features/catalog/fixture.tsx', "import { routes } from '../../app/routes';\nexport const X = routes;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses contract/ importing anything but zod', async () => {
    expect(await brokenRules('contract/fixture.ts', "import { useState } from 'react';\nexport const X = useState;\n")).toContain('no-restricted-imports');
  });

  it('keeps the rules the browser reads without zod free of it, directly or through a schema module', async () => {
    expect(await brokenRules('contract/fixture-rules.ts', "import { z } from 'zod';\nexport const X = z;\n")).toContain('no-restricted-imports');
    expect(await brokenRules('contract/fixture-rules.ts', "import { getCart } from './cart';\nexport const X = getCart;\n")).toContain('no-restricted-imports');
    expect(await brokenRules('contract/api-paths.ts', "import { getCart } from './cart';\nexport const X = getCart;\n")).toContain('no-restricted-imports');
    expect(
      await brokenRules('contract/fixture-rules.ts', "import { messages } from './messages';\nimport { isCalendarDay } from './day-rules';\nexport const X = [messages, isCalendarDay];\n"),
    ).toEqual([]);
  });

  it('refuses browser code importing the server', async () => {
    expect(await brokenRules('app/fixture.tsx', "import { buildApp } from '../server/app';\nexport const X = buildApp;\n")).toEqual(
      expect.arrayContaining(['import-x/no-restricted-paths', 'no-restricted-imports']),
    );
  });

  it('refuses import cycles', async () => {
    const linter = new ESLint({ cwd: root, ignore: false });
    const [result] = await linter.lintFiles([path.join(root, 'tests/lint-fixtures/cycle-a.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('refuses an entity importing a feature', async () => {
    expect(
      await brokenRules('entities/product/fixture.tsx', "import { CategoryList } from '../../features/catalog/category-list';\nexport const X = CategoryList;\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses an entity importing app/', async () => {
    expect(await brokenRules('entities/product/fixture.tsx', "import { routes } from '../../app/routes';\nexport const X = routes;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses an entity importing mocks/ or the server', async () => {
    expect(await brokenRules('entities/cart/fixture.ts', "import { mockOk } from '../../mocks/endpoint-handlers';\nexport const X = mockOk;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await brokenRules('entities/cart/fixture.ts', "import { buildApp } from '../../server/app';\nexport const X = buildApp;\n")).toEqual(
      expect.arrayContaining(['import-x/no-restricted-paths', 'no-restricted-imports']),
    );
  });

  // Every folder of entities/ has its own zone: each one is refused a read of a module of another.
  const entities = readdirSync(path.join(root, 'entities'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  it.each(entities)('refuses entities/%s importing another entity', async (name) => {
    const other = name === 'cart' ? "import { useOrder } from '../order/get-order';\nexport const X = useOrder;\n" : "import { useCart } from '../cart/get-cart';\nexport const X = useCart;\n";
    expect(await brokenRules(`entities/${name}/fixture.ts`, other)).toContain('import-x/no-restricted-paths');
  });

  it('refuses ui/ importing an entity', async () => {
    expect(await brokenRules('ui/fixture.tsx', "import { useCart } from '../entities/cart/get-cart';\nexport const X = useCart;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses contract/ importing an entity', async () => {
    expect(await brokenRules('contract/fixture.ts', "import { cartKey } from '../entities/cart/get-cart';\nexport const X = cartKey;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses app/ code importing the story helpers of .storybook/, but lets its stories use them', async () => {
    const probe = "import { LocationProbe } from '../../.storybook/location-probe';\nexport const X = LocationProbe;\n";
    expect(await brokenRules('app/layout/fixture.tsx', probe)).toContain('import-x/no-restricted-paths');
    expect(await brokenRules('app/layout/fixture.stories.tsx', probe)).toEqual([]);
  });

  it('accepts a feature importing an entity, and an entity importing contract/ and ui/', async () => {
    expect(await brokenRules('features/cart/fixture.tsx', "import { useCart } from '../../entities/cart/get-cart';\nexport const X = useCart;\n")).toEqual([]);
    expect(
      await brokenRules(
        'entities/order/fixture.tsx',
        "import { Badge } from '../../ui/badge';\nimport { getCart } from '../../contract/cart';\nimport { useOrder } from './get-order';\nexport const X = [Badge, getCart, useOrder];\n",
      ),
    ).toEqual([]);
  });

  it('accepts imports that follow the layers', async () => {
    expect(
      await brokenRules('features/catalog/fixture.tsx', "import { cn } from '../../ui/cn';\nimport { messages } from '../../contract/messages';\nexport const X = [cn, messages];\n"),
    ).toEqual([]);
  });
});
