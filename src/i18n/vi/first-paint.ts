/* The areas of ./index.ts the shell shows before the first render (../areas.ts, decision 027). */
import common from './common.ts';
import errors from './errors.ts';
import routes from './routes.ts';
import shell from './shell.ts';
import onboarding from './onboarding.ts';

const firstPaint = { common, errors, routes, shell, onboarding };

export default firstPaint;
