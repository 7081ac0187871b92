import type { TCardTemplate } from '@haat/shared';

/*
 * The public card page's CSS: one base sheet with logical properties (so `dir="rtl"` mirrors it)
 * and four templates that change colours, shapes and layout through custom properties.
 */
const BASE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Bengali","Noto Sans Arabic",sans-serif;background:var(--page);color:var(--ink)}
main{max-width:30rem;margin:0 auto;padding-block:var(--gap);padding-inline:1rem}
.card{background:var(--card);border-radius:var(--radius);overflow:hidden;box-shadow:var(--shadow);border:var(--border)}
.head{background:var(--head);color:var(--head-ink);padding:2rem 1.5rem 1.5rem;text-align:var(--align)}
.photo{width:7rem;height:7rem;border-radius:var(--photo-radius);object-fit:cover;border:4px solid var(--card);display:block;margin-block-end:.75rem;margin-inline:var(--photo-margin)}
h1{margin:0;font-size:1.6rem;line-height:1.25;font-weight:var(--name-weight)}
.role{margin:.25rem 0 0;opacity:.85}
.body{padding:1.25rem 1.5rem}
.actions{display:grid;grid-template-columns:repeat(auto-fit,minmax(5.5rem,1fr));gap:.5rem;margin-block-end:1rem}
.btn{display:block;text-align:center;padding:.65rem .5rem;border-radius:var(--btn-radius);background:var(--soft);color:var(--accent);font-weight:600;text-decoration:none}
.save{display:block;text-align:center;padding:.85rem;border-radius:var(--btn-radius);background:var(--accent);color:var(--on-accent);font-weight:700;text-decoration:none;margin-block-end:1.25rem}
a{color:var(--accent)}a:focus-visible,button:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
ul{list-style:none;margin:0;padding:0}.info li{padding-block:.55rem;border-block-end:1px solid var(--line);overflow-wrap:anywhere}
.info small{display:block;color:var(--muted);font-size:.8rem}
.links{display:flex;flex-wrap:wrap;gap:.5rem;margin-block:1rem}.links a{padding:.35rem .8rem;border-radius:999px;border:1px solid var(--line);text-decoration:none;font-size:.9rem}
h2{font-size:1.05rem;margin:1.5rem 0 .5rem}
.qr{text-align:center}.qr img{width:10rem;height:10rem;background:#fff;padding:.5rem;border-radius:.5rem}
.qr p{margin:.25rem 0 0;color:var(--muted);font-size:.85rem}
form label{display:block;font-weight:600;margin-block-start:.75rem;font-size:.9rem}
input,textarea{width:100%;font:inherit;padding:.6rem;border:1px solid var(--line);border-radius:.5rem;background:var(--card);color:var(--ink)}
button{margin-block-start:1rem;width:100%;font:inherit;font-weight:700;padding:.75rem;border:0;border-radius:var(--btn-radius);background:var(--accent);color:var(--on-accent);cursor:pointer}
.err{color:#b3261e;font-size:.85rem;margin:.2rem 0 0}.note{padding:.75rem 1rem;border-radius:.5rem;background:var(--soft);margin-block:1rem}
.hp{position:absolute;inset-inline-start:-9999px;width:1px;height:1px;overflow:hidden}
.owner{background:#fff4ce;color:#4d3b00;padding:.6rem 1rem;font-size:.9rem}
footer{text-align:center;color:var(--muted);font-size:.8rem;padding:1rem}footer a{color:inherit}`;

const TEMPLATES: Record<TCardTemplate, string> = {
  classic: `:root{--page:#eef2f7;--card:#fff;--ink:#1d2433;--muted:#5b6475;--line:#e3e7ee;--soft:#eef3fb;--accent:#1f5fbf;--on-accent:#fff;--head:#1f5fbf;--head-ink:#fff;--radius:1rem;--btn-radius:.6rem;--photo-radius:50%;--photo-margin:auto;--align:center;--gap:1.5rem;--shadow:0 4px 24px rgb(0 0 0/.08);--border:0;--name-weight:700}`,
  modern: `:root{--page:#f4f1fb;--card:#fff;--ink:#221b33;--muted:#6b6280;--line:#ebe6f5;--soft:#f1ecfb;--accent:#6d3fd6;--on-accent:#fff;--head:linear-gradient(135deg,#6d3fd6,#d6457a);--head-ink:#fff;--radius:1.75rem;--btn-radius:999px;--photo-radius:1.5rem;--photo-margin:0;--align:start;--gap:2rem;--shadow:0 12px 40px rgb(80 40 160/.18);--border:0;--name-weight:800}`,
  bold: `:root{--page:#0d0d0d;--card:#161616;--ink:#f5f5f5;--muted:#b5b5b5;--line:#2c2c2c;--soft:#232323;--accent:#ffcc00;--on-accent:#111;--head:#ffcc00;--head-ink:#111;--radius:0;--btn-radius:0;--photo-radius:0;--photo-margin:0;--align:start;--gap:0;--shadow:none;--border:0;--name-weight:900}h1{font-size:2.2rem;text-transform:uppercase;letter-spacing:.02em}`,
  minimal: `:root{--page:#fff;--card:#fff;--ink:#111;--muted:#666;--line:#e5e5e5;--soft:#f5f5f5;--accent:#111;--on-accent:#fff;--head:#fff;--head-ink:#111;--radius:0;--btn-radius:.25rem;--photo-radius:50%;--photo-margin:0;--align:start;--gap:2rem;--shadow:none;--border:1px solid #e5e5e5;--name-weight:500}.head{border-block-end:1px solid var(--line)}`,
};

export function cardPageCss(template: TCardTemplate): string {
  return `${BASE}\n${TEMPLATES[template]}`;
}
