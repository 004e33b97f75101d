import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from './runtime-config.js';
import { createAppRouter } from './router.js';
import './shell.css';

// Firebase is not started here: the layout starts it after the first paint (see useAuthStarter.ts).
const { remotes } = await loadRuntimeConfig();
createRoot(document.getElementById('root')!).render(<RouterProvider router={createAppRouter(remotes)} />);
