import { Navigate } from 'react-router';

export default function CatchAll() {
  return <Navigate to="/" replace />;
}
