import { configure } from '@testing-library/react';

// The dom tests share two cores with the API tests' PostgreSQL: give findBy/waitFor room under load
// (the default 1 s made slow-but-correct renders fail now and then).
configure({ asyncUtilTimeout: 5_000 });
