import { describe, expect, it } from 'vitest';
import { splitPrintRules } from './print-stylesheet';

describe('splitPrintRules', () => {
  it('moves print-only rules out, each inside the layers it sat in, and keeps every screen rule', () => {
    const css =
      '@layer theme,base;@layer base{a{color:red}@media print{a{color:#000!important}@page{margin:1cm}}}' +
      '@layer utilities{.p-1{padding:1px}@media print{.print\\:hidden{display:none}}}' +
      '@media (min-width:40rem){.sm\\:p-2{padding:2px}}';
    const { screen, print } = splitPrintRules(css);
    expect(screen).toBe(
      '@layer theme,base;@layer base{a{color:red}}@layer utilities{.p-1{padding:1px}}@media (min-width:40rem){.sm\\:p-2{padding:2px}}',
    );
    expect(print).toBe(
      '@layer base{@media print{a{color:#000!important}@page{margin:1cm}}}' +
        '@layer utilities{@media print{.print\\:hidden{display:none}}}',
    );
  });

  it('leaves rules a screen can apply: screen-or-print, not print, and a print query inside a string', () => {
    const css =
      '@media screen,print{a{color:red}}@media not print{b{color:blue}}' +
      '.note:after{content:"@media print{}"}@media only print and (min-width:1px){i{display:none}}';
    const { screen, print } = splitPrintRules(css);
    expect(screen).toBe(
      '@media screen,print{a{color:red}}@media not print{b{color:blue}}.note:after{content:"@media print{}"}',
    );
    expect(print).toBe('@media only print and (min-width:1px){i{display:none}}');
  });

  it('keeps a layer that only had print rules as a statement, so the layers keep their order', () => {
    const { screen } = splitPrintRules('@layer a{@media print{a{color:red}}}@layer b{b{color:blue}}');
    expect(screen).toBe('@layer a;@layer b{b{color:blue}}');
  });

  it('gives back a stylesheet without print rules unchanged and no print part', () => {
    const css = '@layer base{a{color:red}}@font-face{font-family:X;src:url(/x.woff2)}';
    expect(splitPrintRules(css)).toEqual({ screen: css, print: '' });
  });
});
