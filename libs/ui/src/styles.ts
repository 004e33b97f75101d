// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- makes the CSS declaration travel with this file into every app that imports the lib
/// <reference path="./css.d.ts" />
// Importing the shared CSS once (base tokens + component styles); every component file imports this.
import './base.css';
import './components.css';
