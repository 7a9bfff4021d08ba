import { configure } from '@testing-library/react';

/**
 * `findBy…` and `waitFor` wait up to 10 s, not Testing Library's 1 s. Overlays such as the mobile
 * menu load their code on demand, and on a shared 2-core machine under load the first dynamic
 * import took longer than a second, so a menu that opened correctly failed its test. Like the
 * test timeouts, this limit finds a hang; it does not measure speed.
 */
configure({ asyncUtilTimeout: 10_000 });
