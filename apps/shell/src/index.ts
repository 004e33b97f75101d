// Async boundary: Module Federation negotiates shared singletons before the app's imports run.
import('./bootstrap.js');
