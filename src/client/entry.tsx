import './styles/app.css';
import { nextTask } from './next-task';

// The client entry runs in the task that evaluates main.js, which also compiles the script. React,
// React DOM and the flight client are evaluated (and compiled) in a task of their own after it,
// and hydration begins in another (hydrate-document.tsx): three shorter tasks instead of one
// long start-up task that a throttled phone spent 100 ms and more in. The module stays in
// main.js ("eager"): no extra request before hydration.
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ './hydrate-document'))
  .then(({ hydrateDocument }) => hydrateDocument());
