import './styles/app.css';
import { nextTask } from './next-task';

// The client entry runs in the task that evaluates main.js. React DOM is evaluated in a task of
// its own after it, the flight client and the runtime in the next, and hydration begins in
// another (hydrate-document.tsx): shorter tasks instead of the one start-up task a throttled
// phone spent 100 ms and more in. The modules stay in main.js ("eager"): no extra request.
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './hydrate-document'))
  .then(({ hydrateDocument }) => hydrateDocument());
