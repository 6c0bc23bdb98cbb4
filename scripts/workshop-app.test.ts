import { describe, expect, it } from 'vitest';
import type { Manifest } from '../server/lib/page-chunks';
import { workshopPrecacheFiles, workshopThemeColor, workshopWebManifest } from './workshop-app';

describe('the workshop app', () => {
  it('installs as the workshop view, not the website: its name, scope, start and icons', () => {
    const manifest = workshopWebManifest('#132038');
    expect(manifest).toMatchObject({ name: 'Xưởng – Gara Ô Tô Sài Gòn', short_name: 'Xưởng', start_url: '/xuong', scope: '/xuong', display: 'standalone', theme_color: '#132038' });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });

  it('takes its colour from the design tokens', () => {
    expect(workshopThemeColor(process.cwd())).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("keeps the entry's imports and everything the workshop page loads, and no other page", () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['app/pages/home-page.tsx', 'app/pages/workshop-page.tsx'], css: ['assets/index-a.css'] },
      '_react.js': { file: 'assets/react-b.js' },
      'app/pages/home-page.tsx': { file: 'assets/home-page-c.js', imports: ['_react.js', '_card.js'] },
      '_card.js': { file: 'assets/card-d.js' },
      'app/pages/workshop-page.tsx': { file: 'assets/workshop-page-e.js', imports: ['_schemas.js', 'index.html'], dynamicImports: ['_dialog.js'], css: ['assets/workshop-page-e.css'] },
      '_schemas.js': { file: 'assets/schemas-f.js' },
      '_dialog.js': { file: 'assets/dialog-g.js', imports: ['_react.js'] },
    };
    expect([...workshopPrecacheFiles(manifest)].sort()).toEqual(
      [
        'index.html',
        'xuong.webmanifest',
        'xuong-icon-192.png',
        'xuong-icon-512.png',
        'xuong-icon-maskable-512.png',
        'assets/index-a.js',
        'assets/index-a.css',
        'assets/react-b.js',
        'assets/workshop-page-e.js',
        'assets/workshop-page-e.css',
        'assets/schemas-f.js',
        'assets/dialog-g.js',
      ].sort(),
    );
  });
});
