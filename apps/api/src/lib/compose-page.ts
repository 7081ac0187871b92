import { LANGUAGES, type TLanguageCode } from '@haat/shared';

/*
 * Pieces of the page the server sends (index.html of the web build). Every value that comes from
 * users or the database is put in through a replacer function, never as a `String.replace`
 * pattern, where `$&` or `$'` would be read as commands (see `replaceLiteral` in plugins/web.ts).
 */

const HTML_TAG = /<html\b[^>]*>/i;
const APP = /<!--app-->[\s\S]*?<!--\/app-->/;
const NOSCRIPT = /<!--noscript-->[\s\S]*?<!--\/noscript-->/;
// React puts the resources a render asks for (`<link rel="preload">`) before the markup; they go to <head>.
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/** `<html lang dir data-language>` for the page's language (the browser starts in the same one). */
export function setPageLanguage(html: string, code: TLanguageCode): string {
  const info = LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];
  const tag = `<html lang="${info.tag}" dir="${info.rtl ? 'rtl' : 'ltr'}" data-language="${code}">`;
  return html.replace(HTML_TAG, () => tag);
}

/** Adds tags at the end of `<head>`. */
export function addToHead(html: string, tags: string): string {
  return tags ? html.replace('</head>', () => `${tags}</head>`) : html;
}

// The app's own scripts in index.html's <head>: the entry and what it imports.
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
const APP_SCRIPTS_MARK = '<!--app-scripts-->';

/**
 * On a server-rendered page the HTML already reads; the JavaScript only makes it interactive. Its
 * tags move into `<template id="app-scripts">`, which index.html's loader puts in the document
 * at the visitor's first touch, so a page that is only read never waits for them (decisions 026
 * and 059).
 */
export function deferAppScripts(html: string, preloads: string): string {
  if (!html.includes(APP_SCRIPTS_MARK)) return addToHead(html, preloads);
  const tags = html.match(APP_SCRIPTS)?.join('') ?? '';
  return html
    .replace(APP_SCRIPTS, '')
    .replace(APP_SCRIPTS_MARK, () => `<template id="app-scripts">${tags}${preloads}</template>`);
}

/**
 * A server-rendered screen: its markup in place of the shell, the state the browser hydrates
 * from, its scripts (and `preloads`, the chunks its screen needs) fetched at the first touch,
 * and no "needs JavaScript" notice (the page reads without it).
 */
export function putRenderedApp(
  html: string,
  app: { html: string; state: string },
  preloads: readonly string[] = [],
): string {
  const hoisted = LEADING_LINKS.exec(app.html)?.[0] ?? '';
  const markup = app.html.slice(hoisted.length);
  const state = `<script type="application/json" id="server-state">${app.state}</script>`;
  // The state goes before the scripts' place (the end of <body> without it), so it is there when they run.
  const placed = html.includes(APP_SCRIPTS_MARK)
    ? html.replace(APP_SCRIPTS_MARK, () => state + APP_SCRIPTS_MARK)
    : html.replace('</body>', () => `${state}</body>`);
  return deferAppScripts(addToHead(placed, hoisted), preloadTags(preloads))
    .replace(APP, () => markup)
    .replace(NOSCRIPT, '');
}

/**
 * A notice (maintenance) in place of the app shell: it reads without JavaScript, and the app's
 * scripts are deferred as on a server-rendered page (a browser with a session starts them at once).
 */
export function putNotice(html: string, markup: string): string {
  const placed = APP.test(html)
    ? html.replace(APP, () => markup)
    : html.replace('</body>', () => `${markup}</body>`);
  return deferAppScripts(placed, '').replace(NOSCRIPT, '');
}

/** `<link rel="modulepreload">` for each chunk the screen needs at once. */
export function preloadTags(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
}
