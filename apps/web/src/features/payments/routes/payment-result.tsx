// Placeholder until this screen is built in this session.
export { default } from '../../placeholder/routes/coming-soon.tsx';
