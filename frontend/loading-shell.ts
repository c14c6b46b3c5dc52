import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type Alias, type Plugin, runnerImport } from 'vite';

const ROOT = '<div id="root"></div>';

/**
 * The page the SPA shows while its first page loads (`AppLoading`), rendered into index.html at build
 * time: a visitor sees it as soon as the HTML and CSS arrive instead of a blank window until the scripts
 * have run. React replaces it on its first render.
 */
export function loadingShell(alias: Alias[]): Plugin {
  const render = async () => {
    const { module } = await runnerImport<{ AppLoading: FunctionComponent }>(
      new URL('./src/app/routes/app-loading.tsx', import.meta.url).pathname,
      { configFile: false, logLevel: 'warn', resolve: { alias } },
    );
    return renderToStaticMarkup(createElement(module.AppLoading));
  };
  return {
    name: 'msc-loading-shell',
    apply: 'build',
    transformIndexHtml: async (html) => {
      if (!html.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} for the loading shell`);
      return html.replace(ROOT, `<div id="root">${await render()}</div>`);
    },
  };
}
