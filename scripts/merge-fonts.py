#!/usr/bin/env python3
"""One Be Vietnam Pro file per weight: fontsource ships latin and vietnamese as two subsets,
so a Vietnamese page fetched two files per weight. This joins them (fontTools from Debian:
apt-get install python3-fonttools python3-brotli) into app/fonts/, where the build
fingerprints them and index.html preloads them (vite.config.ts). Run it again only when
@fontsource/be-vietnam-pro is upgraded:  /usr/bin/python3 scripts/merge-fonts.py
"""
import pathlib
import tempfile

from fontTools.merge import Merger
from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = ROOT / 'node_modules/@fontsource/be-vietnam-pro/files'
TARGET = ROOT / 'app/fonts'

with tempfile.TemporaryDirectory() as work:
    for weight in ('400', '600', '700'):
        parts = []
        for subset in ('latin', 'vietnamese'):
            font = TTFont(SOURCE / f'be-vietnam-pro-{subset}-{weight}-normal.woff2')
            font.flavor = None  # the merger reads plain sfnt
            part = pathlib.Path(work) / f'{subset}-{weight}.ttf'
            font.save(part)
            parts.append(str(part))
        merged = Merger().merge(parts)
        merged.flavor = 'woff2'
        merged.save(TARGET / f'be-vietnam-pro-{weight}.woff2')
        print(f'{weight}: {(TARGET / f"be-vietnam-pro-{weight}.woff2").stat().st_size} bytes')
