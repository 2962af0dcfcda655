export { PaddlePage as default } from '@league/auction/pages';
