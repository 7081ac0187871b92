import apiPackage from '../../../package.json' with { type: 'json' };

/** The API's version (apps/api/package.json), as health answers and metrics report it. */
export const APP_VERSION: string = apiPackage.version;
