import { cardFaceCss } from '@haat/shared/cards/card-face';

/*
 * The public card page's CSS: the card itself comes from the shared card face (the same sheet the
 * editor's preview uses, docs/decisions/038); this file adds the page around it (background, share
 * links, QR code, contact form, footer). Logical properties only, so `dir="rtl"` mirrors it. The
 * template's colours are custom properties set by the `hc-t-<template>` class on `<body>`.
 */
const PAGE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Bengali","Noto Sans Arabic",sans-serif;background:var(--page);color:var(--ink)}
main{max-width:30rem;margin:0 auto;padding-block:var(--gap);padding-inline:1rem}
a{color:var(--accent)}a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.links{display:flex;flex-wrap:wrap;gap:.5rem;margin-block:1rem}.links a{padding:.35rem .8rem;border-radius:999px;border:1px solid var(--line);text-decoration:none;font-size:.9rem}
h2{font-size:1.05rem;margin:1.5rem 0 .5rem}
.qr{text-align:center}.qr img{width:10rem;height:10rem;background:#fff;padding:.5rem;border-radius:.5rem}
.qr p{margin:.25rem 0 0;color:var(--muted);font-size:.85rem}
form label{display:block;font-weight:600;margin-block-start:.75rem;font-size:.9rem}
input,textarea{width:100%;font:inherit;padding:.6rem;border:1px solid var(--line);border-radius:.5rem;background:var(--card);color:var(--ink)}
button{margin-block-start:1rem;width:100%;font:inherit;font-weight:700;padding:.75rem;border:0;border-radius:var(--btn-radius);background:var(--accent);color:var(--on-accent);cursor:pointer}
.err{color:#b3261e;font-size:.85rem;margin:.2rem 0 0}.note{padding:.75rem 1rem;border-radius:.5rem;background:var(--soft);margin-block:1rem}
.hp{position:absolute;inset-inline-start:-9999px;width:1px;height:1px;overflow:hidden}
.owner{background:#fff4ce;color:#4d3b00;padding:.6rem 1rem;font-size:.9rem;margin:0}
.verified{display:flex;flex-wrap:wrap;gap:.25rem 1rem;background:#e7f6ee;color:#0b5a33;padding:.5rem 1rem;font-size:.9rem;font-weight:600;margin:0}
footer{text-align:center;color:var(--muted);font-size:.8rem;padding:1rem}footer a{color:inherit}`;

export function cardPageCss(): string {
  return `${cardFaceCss()}\n${PAGE}`;
}
