import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { routerBasename } from './routing';
import { HomeScreen } from './screens/HomeScreen';
import { LoginScreen } from './screens/LoginScreen';

export function App() {
  return (
    <BrowserRouter basename={routerBasename()}>
      <Routes>
        <Route index element={<HomeScreen />} />
        <Route path="home" element={<HomeScreen />} />
        <Route path="login" element={<LoginScreen />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
