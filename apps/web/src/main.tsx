import './lib/antd-render';
import 'antd-mobile/es/global';
import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { connectApi, AppProvider } from './app/provider';
import { createAppRouter } from './app/router';

const router = createAppRouter();
connectApi(router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
