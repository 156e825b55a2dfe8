/**
 * The web editor's script, bundled by plugins/cms-admin/build.ts into
 * `/admin/decap-cms.js`: Decap CMS with its standard widgets and backends.
 * It reads its configuration from the `cms-config-url` link of
 * static/admin/index.html (`/admin/config.yml`, made by config.ts).
 */
import CMS from 'decap-cms-app';

CMS.init();
