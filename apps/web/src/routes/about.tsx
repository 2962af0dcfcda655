export { AboutPage as default } from '../pages/about-page';
