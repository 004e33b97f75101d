import { fetchDeploymentFiles } from './deployment-fetch.js';

// /remotes.json and /config.json load while the shared chunks do.
void fetchDeploymentFiles().catch(() => undefined);
// Async boundary: Module Federation negotiates shared singletons before the app's imports run.
import(/* webpackChunkName: "bootstrap" */ './bootstrap.js');
