/**
 * The /login page's code (its own chunk, named for the e2e test). The router loads it on navigation; the
 * sign-up page's 'Logg inn her' link starts it on hover, touch or focus, so the click finds it loaded and
 * the sign-up form does not stay on screen while it downloads.
 */
export const loadLoginPage = () => import(/* webpackChunkName: "login" */ './LoginPage.js');
