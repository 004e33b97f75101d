/// <reference path="./css.d.ts" />
// Importing the shared CSS once (base tokens + component styles); every component file imports this.
import './base.css';
import './components.css';
