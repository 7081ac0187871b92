export { default } from '../../placeholder/routes/coming-soon.tsx';
